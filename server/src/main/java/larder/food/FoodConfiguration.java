package larder.food;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Loads the food table once, at start-up, beside the rest of the start (about a second of one core), and says what it
 * cost. Nothing waits for it until a request or a listener first uses it.
 */
@Configuration(proxyBeanMethods = false)
class FoodConfiguration {

    private static final Logger LOG = LoggerFactory.getLogger(FoodConfiguration.class);

    @Bean
    Foods foods() {
        long start = System.nanoTime();
        Foods foods = Foods.loadInBackground();
        Thread.ofVirtual().start(() -> LOG.info("Loaded the food table (USDA SR28, {} foods, version {}) in {} ms "
                + "on its own thread", foods.table().foods().size(), foods.version(),
                (System.nanoTime() - start) / 1_000_000));
        return foods;
    }
}
