package larder.app;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import larder.platform.db.EmbeddedDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code larder backup --to FILE} asks the running server for an online backup of its embedded database (the
 * operator API's {@code POST /admin/v1/backup}, with {@code LARDER_ADMIN_KEY}) and writes it to FILE.
 * {@code larder restore --from FILE} puts such a backup into the data directory, with the server stopped: the
 * database there, if any, is kept beside it, renamed, never overwritten. Neither needs the application context.
 */
@Command(name = "larder", subcommands = {BackupCli.Backup.class, BackupCli.Restore.class},
        description = "Back up and restore the embedded database")
public final class BackupCli {

    /** What the commands print: one JSON object a line, paths escaped as JSON strings. */
    private static final JsonMapper JSON = JsonMapper.shared();

    private BackupCli() {
    }

    public static boolean handles(String[] args) {
        return args.length > 0 && (args[0].equals("backup") || args[0].equals("restore"));
    }

    /** Runs the command; answers the process exit code. */
    public static int run(String[] args, Map<String, String> env, PrintStream out, PrintStream err) {
        CommandLine commandLine = new CommandLine(new BackupCli(), new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> type) throws Exception {
                if (type == Backup.class) {
                    return type.cast(new Backup(env, out));
                }
                if (type == Restore.class) {
                    return type.cast(new Restore(env, out));
                }
                return CommandLine.defaultFactory().create(type);
            }
        });
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        commandLine.setExecutionExceptionHandler((e, cmd, parsed) -> {
            err.println("larder " + args[0] + ": " + (e instanceof Refusal || e instanceof EmbeddedDatabase.RestoreRefused
                    ? e.getMessage() : e.toString()));
            return 1;
        });
        return commandLine.execute(args);
    }

    @Command(name = "backup", mixinStandardHelpOptions = true, description = "Back up the running server's embedded "
            + "database through its operator API.")
    static final class Backup implements java.util.concurrent.Callable<Integer> {

        private final Map<String, String> env;
        private final PrintStream out;

        @Option(names = "--to", required = true, description = "The file to write; it must not exist")
        Path to;

        @Option(names = "--server", description = "The server's URL (default http://127.0.0.1:$LARDER_PORT)")
        String server;

        @Option(names = "--admin-key", description = "The operator key (default $LARDER_ADMIN_KEY)")
        String adminKey;

        Backup(Map<String, String> env, PrintStream out) {
            this.env = env;
            this.out = out;
        }

        @Override
        public Integer call() throws IOException, InterruptedException {
            if (Files.exists(to)) {
                throw new Refusal(to + " exists already; name a new file.");
            }
            String key = adminKey != null ? adminKey : env.get("LARDER_ADMIN_KEY");
            if (key == null || key.isBlank()) {
                throw new Refusal("set LARDER_ADMIN_KEY (or --admin-key) to the server's operator key.");
            }
            String base = server != null ? server : "http://127.0.0.1:" + env.getOrDefault("LARDER_PORT", "8080");
            HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/admin/v1/backup"))
                    .header("Authorization", "Bearer " + key).POST(HttpRequest.BodyPublishers.noBody())
                    .timeout(Duration.ofHours(1)).build();
            Path part = to.resolveSibling(to.getFileName() + ".part");
            HttpResponse<Path> response;
            try (HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build()) {
                response = http.send(request, HttpResponse.BodyHandlers.ofFile(part));
            } catch (IOException e) {
                Files.deleteIfExists(part);
                throw new Refusal("no server answers at " + base + " (" + e + "); set --server or LARDER_PORT.");
            }
            if (response.statusCode() != 200) {
                String body = Files.readString(part);
                Files.deleteIfExists(part);
                throw new Refusal("the server answered " + response.statusCode() + ": " + body);
            }
            Files.move(part, to, StandardCopyOption.ATOMIC_MOVE);
            Map<String, Object> written = new LinkedHashMap<>();
            written.put("backup", to.toString());
            written.put("bytes", Files.size(to));
            out.println(JSON.writeValueAsString(written));
            return 0;
        }
    }

    @Command(name = "restore", mixinStandardHelpOptions = true, description = "Put a backup into the data "
            + "directory, with the server stopped; the database there is kept beside it.")
    static final class Restore implements java.util.concurrent.Callable<Integer> {

        private final Map<String, String> env;
        private final PrintStream out;

        @Option(names = "--from", required = true, description = "A file that `larder backup` wrote")
        Path from;

        @Option(names = "--larder.data-dir", description = "The data directory (default $LARDER_DATA_DIR, or "
                + "./larder-data)")
        Path dataDir;

        Restore(Map<String, String> env, PrintStream out) {
            this.env = env;
            this.out = out;
        }

        @Override
        public Integer call() throws Exception {
            Path dir = dataDir != null ? dataDir : Path.of(env.getOrDefault("LARDER_DATA_DIR", "./larder-data"));
            EmbeddedDatabase.Restored restored = EmbeddedDatabase.restore(from, dir, Instant.now());
            Map<String, Object> done = new LinkedHashMap<>();
            done.put("restored", restored.database().toString());
            done.put("kept", restored.keptAside() == null ? null : restored.keptAside().toString());
            out.println(JSON.writeValueAsString(done));
            return 0;
        }
    }

    /** A refusal whose message is fit to show the operator as it is. */
    private static final class Refusal extends RuntimeException {
        Refusal(String message) {
            super(message, null, false, false);
        }
    }
}
