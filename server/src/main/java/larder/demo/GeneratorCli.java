package larder.demo;

import java.io.PrintStream;
import java.util.Map;
import larder.app.Apps;
import larder.recipe.Recipes;
import org.springframework.context.ConfigurableApplicationContext;
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

    public static int run(ConfigurableApplicationContext context, String[] args, PrintStream out, PrintStream err) {
        String app = null;
        long count = -1;
        long seed = 1;
        for (int i = 2; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : null;
            switch (args[i]) {
                case "--app" -> app = value;
                case "--count" -> count = value == null ? -1 : parse(value);
                case "--seed" -> seed = value == null ? 1 : parse(value);
                default -> {
                    err.println("{\"error\": \"usage: larder recipes generate --app CLIENT_ID --count N [--seed S]\"}");
                    return 2;
                }
            }
            i++;
        }
        if (app == null || count < 1) {
            err.println("{\"error\": \"usage: larder recipes generate --app CLIENT_ID --count N [--seed S]\"}");
            return 2;
        }
        if (!context.getBean(Apps.class).exists(app)) {
            err.println("{\"error\": \"App " + app.replace("\"", "") + " was not found.\"}");
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

    private static long parse(String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
