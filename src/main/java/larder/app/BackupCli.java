package larder.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * {@code larder backup --to FILE} asks the running server for an online backup of its embedded database (the operator
 * API's {@code POST /admin/v1/backup}, with {@code LARDER_ADMIN_KEY}) and writes it to FILE.
 * {@code larder restore --from FILE} puts such a backup into the data directory, with the server stopped: the
 * database there, if any, is kept beside it, renamed, never overwritten.
 */
public final class BackupCli {

    /** The database's files in a backup: plain names, so that no entry can write outside the data directory. */
    private static final Pattern ENTRY = Pattern.compile("larder\\.[a-z.]+");

    private BackupCli() {
    }

    public static boolean handles(String[] args) {
        return args.length > 0 && (args[0].equals("backup") || args[0].equals("restore"));
    }

    /** Runs the command; answers the process exit code. */
    public static int run(String[] args, Map<String, String> env, PrintStream out, PrintStream err) {
        try {
            Map<String, String> options = options(args);
            return switch (args[0]) {
                case "backup" -> backup(options, env, out);
                default -> restore(options, env, out);
            };
        } catch (Refusal refusal) {
            err.println(refusal.getMessage());
            return 1;
        } catch (IOException | SQLException e) {
            err.println("larder " + args[0] + ": " + e);
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }

    private static int backup(Map<String, String> options, Map<String, String> env, PrintStream out)
            throws IOException, InterruptedException {
        Path to = Path.of(required(options, "to", "--to FILE"));
        if (Files.exists(to)) {
            throw new Refusal("larder backup: " + to + " exists already; name a new file.");
        }
        String key = options.getOrDefault("admin-key", env.get("LARDER_ADMIN_KEY"));
        if (key == null || key.isBlank()) {
            throw new Refusal("larder backup: set LARDER_ADMIN_KEY (or --admin-key) to the server's operator key.");
        }
        String server = options.getOrDefault("server", "http://127.0.0.1:" + env.getOrDefault("LARDER_PORT", "8080"));
        HttpRequest request = HttpRequest.newBuilder(URI.create(server + "/admin/v1/backup"))
                .header("Authorization", "Bearer " + key).POST(HttpRequest.BodyPublishers.noBody())
                .timeout(Duration.ofHours(1)).build();
        Path part = to.resolveSibling(to.getFileName() + ".part");
        HttpResponse<Path> response;
        try (HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build()) {
            response = http.send(request, HttpResponse.BodyHandlers.ofFile(part));
        } catch (IOException e) {
            Files.deleteIfExists(part);
            throw new Refusal("larder backup: no server answers at " + server + " (" + e.getMessage() + "); set "
                    + "--server or LARDER_PORT.");
        }
        if (response.statusCode() != 200) {
            String body = Files.readString(part);
            Files.deleteIfExists(part);
            throw new Refusal("larder backup: the server answered " + response.statusCode() + ": " + body);
        }
        Files.move(part, to, StandardCopyOption.ATOMIC_MOVE);
        out.println("{\"backup\": \"" + to + "\", \"bytes\": " + Files.size(to) + "}");
        return 0;
    }

    private static int restore(Map<String, String> options, Map<String, String> env, PrintStream out)
            throws IOException, SQLException {
        Path from = Path.of(required(options, "from", "--from FILE"));
        if (!Files.isRegularFile(from)) {
            throw new Refusal("larder restore: " + from + " is not a file.");
        }
        Path dataDir = Path.of(options.getOrDefault("larder.data-dir",
                env.getOrDefault("LARDER_DATA_DIR", "./larder-data"))).toAbsolutePath().normalize();
        Files.createDirectories(dataDir);
        Path database = dataDir.resolve("larder.mv.db");
        List<String> kept = new ArrayList<>();
        if (Files.exists(database)) {
            refuseIfInUse(dataDir);
            Path aside = dataDir.resolve("larder.mv.db.before-restore-" + Instant.now().toEpochMilli());
            Files.move(database, aside);
            kept.add(aside.toString());
        }
        int restored = 0;
        try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(from))) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                if (entry.isDirectory() || !ENTRY.matcher(entry.getName()).matches()) {
                    throw new Refusal("larder restore: " + from + " is not a Larder backup (it holds "
                            + entry.getName() + ").");
                }
                copy(zip, dataDir.resolve(entry.getName()));
                restored++;
            }
        }
        if (restored == 0 || !Files.exists(database)) {
            throw new Refusal("larder restore: " + from + " holds no database.");
        }
        out.println("{\"restored\": \"" + database + "\", \"kept\": " + kept.stream().map(k -> "\"" + k + "\"")
                .toList() + "}");
        return 0;
    }

    /** The embedded database allows one process: if it opens here, no server has it. */
    private static void refuseIfInUse(Path dataDir) throws SQLException {
        String url = "jdbc:h2:file:" + dataDir.resolve("larder") + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE"
                + ";IFEXISTS=TRUE";
        try (var connection = DriverManager.getConnection(url, "larder", "")) {
            connection.isValid(1);
        } catch (SQLException e) {
            if (e.getErrorCode() == 90020) {
                throw new Refusal("larder restore: the database in " + dataDir + " is in use; stop the server first.");
            }
            throw e;
        }
    }

    private static void copy(InputStream in, Path to) throws IOException {
        Files.copy(in, to, StandardCopyOption.REPLACE_EXISTING);
    }

    private static String required(Map<String, String> options, String name, String usage) {
        String value = options.get(name);
        if (value == null || value.isBlank()) {
            throw new Refusal("larder: " + usage + " is required.");
        }
        return value;
    }

    /** {@code --name value} and {@code --name=value}. */
    private static Map<String, String> options(String[] args) {
        Map<String, String> options = new java.util.HashMap<>();
        for (int i = 1; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("--")) {
                throw new Refusal("larder " + args[0] + ": unexpected argument " + arg);
            }
            int eq = arg.indexOf('=');
            if (eq > 0) {
                options.put(arg.substring(2, eq), arg.substring(eq + 1));
            } else if (i + 1 < args.length) {
                options.put(arg.substring(2), args[++i]);
            } else {
                throw new Refusal("larder " + args[0] + ": " + arg + " needs a value");
            }
        }
        return options;
    }

    private static final class Refusal extends RuntimeException {
        Refusal(String message) {
            super(message, null, false, false);
        }
    }
}
