package larder.ingredient.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

import larder.ingredient.IngredientAnalyser;

/**
 * Lines analysed per second on one core, over every input line of the labelled lines vendored in the test resources
 * (server/src/test/resources/larder/ingredient/ingredients-dev.csv). One operation
 * is one line, so the score is lines per second.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = "-XX:ActiveProcessorCount=1")
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
public class AnalyserBenchmark {

    /** Lines in the CSV; JMH needs a constant, and the CSV's line count is fixed (NOTICE.md beside it). */
    static final int LINES = 6320;

    private String[] lines;

    @Setup
    public void load() throws IOException {
        List<String> read = CsvLines.inputs();
        if (read.size() != LINES) {
            throw new IllegalStateException("expected " + LINES + " lines, found " + read.size());
        }
        lines = read.toArray(String[]::new);
    }

    @Benchmark
    @OperationsPerInvocation(LINES)
    public void analyseEveryLine(Blackhole sink) {
        for (String line : lines) {
            sink.consume(IngredientAnalyser.analyse(line));
        }
    }

    /** Reads the "input" column, finding the CSV by walking up from the working directory. */
    static final class CsvLines {

        private static final String CSV = "server/src/test/resources/larder/ingredient/ingredients-dev.csv";

        static List<String> inputs() throws IOException {
            Path dir = Path.of("").toAbsolutePath();
            while (dir != null && !Files.isRegularFile(dir.resolve(CSV))) {
                dir = dir.getParent();
            }
            if (dir == null) {
                throw new IllegalStateException(CSV + " not found above the working directory");
            }
            String content = Files.readString(dir.resolve(CSV));
            List<String> inputs = new ArrayList<>();
            List<String> record = new ArrayList<>();
            StringBuilder field = new StringBuilder();
            boolean quoted = false;
            boolean header = true;
            for (int i = 0; i < content.length(); i++) {
                char c = content.charAt(i);
                if (quoted) {
                    if (c == '"' && i + 1 < content.length() && content.charAt(i + 1) == '"') {
                        field.append('"');
                        i++;
                    } else if (c == '"') {
                        quoted = false;
                    } else {
                        field.append(c);
                    }
                } else if (c == '"') {
                    quoted = true;
                } else if (c == ',') {
                    record.add(field.toString());
                    field.setLength(0);
                } else if (c == '\n') {
                    record.add(field.toString());
                    field.setLength(0);
                    if (!header && record.size() > 1) {
                        inputs.add(record.get(1));
                    }
                    header = false;
                    record = new ArrayList<>();
                } else if (c != '\r') {
                    field.append(c);
                }
            }
            if (!record.isEmpty() || field.length() > 0) {
                record.add(field.toString());
                if (record.size() > 1) {
                    inputs.add(record.get(1));
                }
            }
            return inputs;
        }
    }
}
