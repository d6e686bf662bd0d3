package larder;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class Larder {
    public static void main(String[] args) {
        SpringApplication.run(Larder.class, args);
    }
}
