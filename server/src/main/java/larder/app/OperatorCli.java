package larder.app;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import larder.auth.ManagementTokens;
import larder.platform.PageRequest;
import larder.platform.problem.NotFound;
import larder.platform.problem.ProblemException;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code larder apps …} and {@code larder tokens …}: the operator API for operators without HTTP tooling. It works
 * on the database directly and prints JSON in the operator API's shapes. Changes reach running servers through the
 * broadcast log, as changes made over HTTP do.
 */
@Command(name = "larder", mixinStandardHelpOptions = true, subcommands = {OperatorCli.AppsCommand.class,
        OperatorCli.TokensCommand.class}, description = "Larder operator commands")
public final class OperatorCli {

    private final ConfigurableApplicationContext context;
    private final PrintStream out;

    private OperatorCli(ConfigurableApplicationContext context, PrintStream out) {
        this.context = context;
        this.out = out;
    }

    public static boolean handles(String[] args) {
        return args.length > 0 && (args[0].equals("apps") || args[0].equals("tokens"));
    }

    /** Runs one command against the application context; answers the process exit code. */
    public static int run(ConfigurableApplicationContext context, String[] args, PrintStream out, PrintStream err) {
        OperatorCli cli = new OperatorCli(context, out);
        CommandLine commandLine = new CommandLine(cli, new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> type) throws Exception {
                if (type == AppsCommand.class) {
                    return type.cast(new AppsCommand(cli));
                }
                if (type == TokensCommand.class) {
                    return type.cast(new TokensCommand(cli));
                }
                return CommandLine.defaultFactory().create(type);
            }
        });
        commandLine.setOut(new java.io.PrintWriter(out, true));
        commandLine.setErr(new java.io.PrintWriter(err, true));
        commandLine.setExecutionExceptionHandler((e, cmd, parsed) -> {
            String message = e instanceof ProblemException problem ? describe(problem) : e.toString();
            err.println(cli.json(java.util.Map.of("error", message)));
            return 1;
        });
        return commandLine.execute(args);
    }

    private static String describe(ProblemException problem) {
        if (problem.errors().isEmpty()) {
            return problem.getMessage();
        }
        List<String> parts = new ArrayList<>();
        problem.errors().forEach(e -> parts.add(e.pointer() + ": " + e.message()));
        return String.join("; ", parts);
    }

    private Apps apps() {
        return context.getBean(Apps.class);
    }

    private ManagementTokens tokens() {
        return context.getBean(ManagementTokens.class);
    }

    private String json(Object value) {
        return context.getBean(JsonMapper.class).writerWithDefaultPrettyPrinter().writeValueAsString(value);
    }

    private int print(Object value) {
        out.println(json(value));
        return 0;
    }

    @Command(name = "apps", description = "Register, list and change apps.", mixinStandardHelpOptions = true)
    static final class AppsCommand {

        private final OperatorCli cli;

        AppsCommand(OperatorCli cli) {
            this.cli = cli;
        }

        @Command(name = "create", description = "Register an app; prints it with its new client_id.")
        int create(@Option(names = "--name", required = true, description = "The app's name") String name,
                   @Option(names = "--origin", description = "An allowed browser origin; repeat for more")
                   List<String> origins) {
            return cli.print(AppView.of(cli.apps().create(name, origins == null ? List.of() : origins)));
        }

        @Command(name = "list", description = "List apps, in order of creation.")
        int list(@Option(names = "--limit", defaultValue = "100") int limit,
                 @Option(names = "--after", description = "The cursor of the previous page") String after) {
            return cli.print(cli.apps().list(PageRequest.of(limit, after, 2)).map(AppView::of));
        }

        @Command(name = "get", description = "Show one app.")
        int get(@Parameters(paramLabel = "CLIENT_ID") String clientId) {
            return cli.print(AppView.of(cli.apps().get(clientId)));
        }

        @Command(name = "update", description = "Change an app's name, origins, or disabled flag.")
        int update(@Parameters(paramLabel = "CLIENT_ID") String clientId,
                   @Option(names = "--name") String name,
                   @Option(names = "--origin", description = "Replaces the allowed origins; repeat for more")
                   List<String> origins,
                   @Option(names = "--clear-origins", description = "Remove every allowed origin") boolean clear,
                   @Option(names = "--disable") boolean disable,
                   @Option(names = "--enable") boolean enable) {
            List<String> newOrigins = clear ? List.of() : origins;
            Boolean disabled = disable ? Boolean.TRUE : enable ? Boolean.FALSE : null;
            return cli.print(AppView.of(cli.apps().update(clientId, new Apps.Change(name, newOrigins, disabled))));
        }
    }

    @Command(name = "tokens", description = "Issue, list and revoke management tokens.", mixinStandardHelpOptions = true)
    static final class TokensCommand {

        private final OperatorCli cli;

        TokensCommand(OperatorCli cli) {
            this.cli = cli;
        }

        @Command(name = "create", description = "Issue a management token; the only time it is shown.")
        int create(@Parameters(paramLabel = "CLIENT_ID") String clientId,
                   @Option(names = "--name", required = true) String name) {
            requireApp(clientId);
            return cli.print(cli.tokens().issue(clientId, name));
        }

        @Command(name = "list", description = "List an app's management tokens (never their secrets).")
        int list(@Parameters(paramLabel = "CLIENT_ID") String clientId,
                 @Option(names = "--limit", defaultValue = "100") int limit,
                 @Option(names = "--after") String after) {
            requireApp(clientId);
            return cli.print(cli.tokens().list(clientId, PageRequest.of(limit, after, 1)));
        }

        @Command(name = "revoke", description = "Revoke a management token; it stops working within 5 s.")
        int revoke(@Parameters(paramLabel = "CLIENT_ID") String clientId,
                   @Parameters(paramLabel = "TOKEN_ID") String tokenId) {
            requireApp(clientId);
            cli.tokens().revoke(clientId, tokenId);
            return cli.print(java.util.Map.of("revoked", tokenId));
        }

        private void requireApp(String clientId) {
            if (!cli.apps().exists(clientId)) {
                throw new NotFound("App " + clientId);
            }
        }
    }

}
