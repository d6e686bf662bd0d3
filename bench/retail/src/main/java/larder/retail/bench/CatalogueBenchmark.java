package larder.retail.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

import larder.ingredient.AnalysedIngredient;
import larder.ingredient.Category;
import larder.ingredient.CombinedLine;
import larder.ingredient.Combiner;
import larder.ingredient.IngredientAnalyser;
import larder.ingredient.Quantity;
import larder.ingredient.Unit;
import larder.retail.Candidate;
import larder.retail.Catalogue;
import larder.retail.Money;
import larder.retail.Need;
import larder.retail.Product;

/**
 * Matching one need to a retailer's catalogue ({@link Catalogue#best(Need)}), at 2,000 and 20,000 products of the
 * synthetic grocery catalogue that bench/checkout puts to the server (bench/checkout/catalogue.py; the first 2,000
 * are a prefix of the 20,000). The needs are what a cart matches: the raw lines of bench/content.lua and every
 * ingredient line of the demo recipes, analysed and combined as a cart combines them (about 550 needs). One
 * operation of {@code best} is one need, so its score is the time per need. {@code build} is the cost of indexing the
 * catalogue, which the server pays on the first cart after the retailer's products change.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = "-XX:ActiveProcessorCount=1")
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class CatalogueBenchmark {

    @Param({"2000", "20000"})
    public int products;

    private List<Product> catalogueProducts;
    private Catalogue catalogue;
    private Need[] needs;
    private int next;

    @Setup
    public void load() throws IOException {
        Path dir = Path.of("target/catalogue");
        List<String> rows = Files.readAllLines(dir.resolve("products.tsv"));
        if (rows.size() < products) {
            throw new IllegalStateException("target/catalogue/products.tsv has " + rows.size() + " products, not "
                    + products + "; run.sh writes it");
        }
        Instant now = Instant.now();
        catalogueProducts = new ArrayList<>(products);
        for (String row : rows.subList(0, products)) {
            String[] f = row.split("\t", -1);
            catalogueProducts.add(new Product("rtl_bench", f[0], f[1], f[2], Double.valueOf(f[3]),
                    Unit.fromCode(f[4]).orElseThrow(), new Money(Long.parseLong(f[5]), "USD"),
                    Category.fromCode(f[6]).orElseThrow(), null, Boolean.parseBoolean(f[7]), now, now));
        }
        catalogue = new Catalogue(catalogueProducts);

        List<Combiner.Item> items = new ArrayList<>();
        for (String line : Files.readAllLines(dir.resolve("needs.txt"))) {
            AnalysedIngredient a = IngredientAnalyser.analyse(line);
            String name = a.name().isBlank() ? line : a.name();
            items.add(new Combiner.Item("itm_" + items.size(), name, Quantity.fitting(a.quantity(), a.quantityMax()),
                    a.unit(), a.category(), false));
        }
        List<CombinedLine> combined = new Combiner().combine(items);
        needs = combined.stream().map(c -> new Need(c.name(), c.quantity(), c.unit(), c.category()))
                .toArray(Need[]::new);
        long matched = combined.stream().filter(c -> catalogue.best(new Need(c.name(), c.quantity(), c.unit(),
                c.category())).isPresent()).count();
        System.out.printf("%n%,d products, %,d needs from %,d lines, %,d matched%n", catalogue.size(), needs.length,
                items.size(), matched);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public Candidate best() {
        Need need = needs[next];
        next = next + 1 == needs.length ? 0 : next + 1;
        return catalogue.best(need).orElse(null);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Catalogue build() {
        return new Catalogue(catalogueProducts);
    }
}
