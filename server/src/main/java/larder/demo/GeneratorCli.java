package larder.demo;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.Map;
import larder.app.Apps;
import larder.recipe.Recipes;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code larder recipes generate --app CLIENT_ID --count N [--seed S]}: fills an app's catalogue with synthetic
 * recipes for scale tests and benchmarks, a thousand per transaction.
 */
public final class GeneratorCli {

    private static final int BATCH = 1000;

    private GeneratorCli() {
    }

    public static boolean handles(String[] args) {
        return args.length >= 2 && args[0].equals("recipes") && args[1].equals("generate");
    }

    /** The command's options, parsed by picocli before the context is used. */
    @Command(name = "larder recipes generate")
    static final class Options {
        @Option(names = "--app", required = true, description = "The app (client_id) whose catalogue to fill")
        String app;

        @Option(names = "--count", required = true, description = "How many recipes, 1 or more")
        long count;

        @Option(names = "--seed", defaultValue = "1", description = "The generator's seed (default 1)")
        long seed;
    }

    private static final String USAGE = "usage: larder recipes generate --app CLIENT_ID --count N [--seed S]";

    /** The options, or null when they cannot be read (the error already written to {@code err} as JSON). */
    static Options parse(String[] args, PrintStream err) {
        Options options = new Options();
        try {
            new CommandLine(options).parseArgs(Arrays.copyOfRange(args, 2, args.length));
        } catch (CommandLine.ParameterException e) {
            err.println(JsonMapper.shared().writeValueAsString(Map.of("error", e.getMessage() + "; " + USAGE)));
            return null;
        }
        if (options.count < 1) {
            err.println(JsonMapper.shared().writeValueAsString(Map.of("error", "--count must be 1 or more; " + USAGE)));
            return null;
        }
        return options;
    }

    public static int run(ConfigurableApplicationContext context, String[] args, PrintStream out, PrintStream err) {
        Options options = parse(args, err);
        if (options == null) {
            return 2;
        }
        String app = options.app;
        long count = options.count;
        long seed = options.seed;
        if (!context.getBean(Apps.class).exists(app)) {
            err.println(JsonMapper.shared().writeValueAsString(Map.of("error", "App " + app + " was not found.")));
            return 1;
        }
        JsonMapper json = context.getBean(JsonMapper.class);
        RecipeGenerator generator = new RecipeGenerator(json);
        Recipes recipes = context.getBean(Recipes.class);
        long started = System.nanoTime();
        for (long done = 0; done < count; done += BATCH) {
            int batch = (int) Math.min(BATCH, count - done);
            recipes.createInCatalogue(app, generator.generate(seed, done, batch));
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        out.println(json.writeValueAsString(Map.of("client_id", app, "generated", count,
                "seconds", Math.round(seconds * 10) / 10.0)));
        return 0;
    }
}
