package larder.ingredient.bench;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Two builds of the analyser in one JVM, each from its own benchmarks.jar in its own class loader, timed in
 * alternating passes over every input line of the labelled set (the order inside a pair alternates too). On a machine
 * that other work loads, the load falls on both alike, so the ratio of their times in the median pair says more than
 * two JMH scores taken a minute apart. Run it told it has one processor:
 * {@code java -XX:ActiveProcessorCount=1 -cp target/benchmarks.jar larder.ingredient.bench.AlternatingPairs
 * OLD.jar NEW.jar [pairs]}.
 */
public final class AlternatingPairs {

    private static Object sink;

    private AlternatingPairs() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            throw new IllegalArgumentException("usage: AlternatingPairs OLD-benchmarks.jar NEW-benchmarks.jar [pairs]");
        }
        List<String> lines = AnalyserBenchmark.CsvLines.inputs();
        Method before = analyser(args[0]);
        Method after = analyser(args[1]);
        int pairs = args.length > 2 ? Integer.parseInt(args[2]) : 300;
        for (int i = 0; i < 30; i++) {
            pass(before, lines);
            pass(after, lines);
        }
        double[] ratios = new double[pairs];
        long bestBefore = Long.MAX_VALUE;
        long bestAfter = Long.MAX_VALUE;
        for (int i = 0; i < pairs; i++) {
            long b;
            long a;
            if (i % 2 == 0) {
                b = pass(before, lines);
                a = pass(after, lines);
            } else {
                a = pass(after, lines);
                b = pass(before, lines);
            }
            ratios[i] = (double) a / b;
            bestBefore = Math.min(bestBefore, b);
            bestAfter = Math.min(bestAfter, a);
        }
        Arrays.sort(ratios);
        System.out.printf(Locale.ROOT, "%d pairs of %d lines: after/before time, median %.3f (quartiles %.3f, %.3f); "
                + "best pass before %,d lines/s, after %,d lines/s%n", pairs, lines.size(), ratios[pairs / 2],
                ratios[pairs / 4], ratios[3 * pairs / 4], (long) (lines.size() * 1e9 / bestBefore),
                (long) (lines.size() * 1e9 / bestAfter));
    }

    private static long pass(Method analyse, List<String> lines) throws ReflectiveOperationException {
        long start = System.nanoTime();
        for (String line : lines) {
            sink = analyse.invoke(null, line);
        }
        return System.nanoTime() - start;
    }

    private static Method analyser(String jar) throws Exception {
        URLClassLoader loader = new URLClassLoader(new URL[] {Path.of(jar).toUri().toURL()},
                ClassLoader.getPlatformClassLoader());
        return loader.loadClass("larder.ingredient.IngredientAnalyser").getMethod("analyse", String.class);
    }
}
