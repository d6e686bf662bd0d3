package larder;

import java.util.ArrayList;
import java.util.List;
import larder.app.BackupCli;
import larder.app.OperatorCli;
import larder.demo.GeneratorCli;
import larder.platform.http.HealthCheck;
import larder.platform.web.Release;
import larder.platform.web.VirtualThreadCarriers;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * {@code larder serve [--port N] [--demo]} starts the server (also with no command at all);
 * {@code larder apps …} and {@code larder tokens …} run one operator command and exit;
 * {@code larder recipes generate …} fills a catalogue with synthetic recipes;
 * {@code larder --version} says which release this is; {@code larder health} probes the local server's readiness (the image's health check);
 * {@code larder backup --to FILE} and {@code larder restore --from FILE} back up and restore the embedded database.
 */
@SpringBootApplication
@ConfigurationPropertiesScan
public class Larder {

    public static void main(String[] args) {
        // Before any virtual thread: how many carriers serve them (VirtualThreadCarriers says why).
        VirtualThreadCarriers.applyDefault();
        if (args.length == 1 && (args[0].equals("--version") || args[0].equals("-V") || args[0].equals("version"))) {
            System.out.println(versionLine());
            System.exit(0);
        }
        if (HealthCheck.handles(args)) {
            System.exit(HealthCheck.run(args, System.getenv(), System.out, System.err));
        }
        if (BackupCli.handles(args)) {
            System.exit(BackupCli.run(args, System.getenv(), System.out, System.err));
        }
        if (OperatorCli.handles(args) || GeneratorCli.handles(args)) {
            System.exit(runCli(args));
        }
        SpringApplication.run(Larder.class, serverArguments(args));
    }

    /** What {@code larder --version} says: the release and when it was built. */
    static String versionLine() {
        Release release = Release.current();
        return "larder " + release.version() + (release.time().isEmpty() ? "" : " (built " + release.time() + ")");
    }

    /** {@code serve} is the default command; {@code --port} and {@code --demo} are short for the properties. */
    static String[] serverArguments(String[] args) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (i == 0 && arg.equals("serve")) {
                continue;
            }
            if (arg.equals("--demo")) {
                out.add("--larder.demo=true");
            } else if (arg.equals("--port") && i + 1 < args.length) {
                out.add("--larder.port=" + args[++i]);
            } else if (arg.startsWith("--port=")) {
                out.add("--larder.port=" + arg.substring("--port=".length()));
            } else {
                out.add(arg);
            }
        }
        return out.toArray(String[]::new);
    }

    /** Settings such as {@code --larder.data-dir=…} go to the application; the rest is the command. */
    static boolean isSetting(String arg) {
        return arg.startsWith("--larder.") || arg.startsWith("--spring.") || arg.startsWith("--server.")
                || arg.startsWith("--logging.");
    }

    private static int runCli(String[] args) {
        String[] settings = java.util.Arrays.stream(args).filter(Larder::isSetting).toArray(String[]::new);
        String[] command = java.util.Arrays.stream(args).filter(a -> !isSetting(a)).toArray(String[]::new);
        ConfigurableApplicationContext context;
        try {
            context = new SpringApplicationBuilder(Larder.class)
                    .web(WebApplicationType.NONE)
                    .logStartupInfo(false)
                    .properties("logging.level.root=ERROR")
                    .run(settings);
        } catch (RuntimeException e) {
            System.err.println(tools.jackson.databind.json.JsonMapper.shared().writeValueAsString(java.util.Map.of(
                    "error", "Cannot open the database: " + rootCause(e) + ". With the embedded database, stop the "
                            + "server first or use the operator API (/admin/v1); on PostgreSQL the CLI runs beside "
                            + "the server.")));
            return 1;
        }
        try (context) {
            return GeneratorCli.handles(command)
                    ? GeneratorCli.run(context, command, System.out, System.err)
                    : OperatorCli.run(context, command, System.out, System.err);
        }
    }

    private static String rootCause(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null) {
            t = t.getCause();
        }
        String message = t.getMessage() == null ? t.toString() : t.getMessage();
        return message.lines().findFirst().orElse(message);
    }
}
