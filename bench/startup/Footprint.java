import larder.food.Foods;

/** The heap the food table and its matcher hold: used heap after a full GC, before and after loading them. */
public class Footprint {

    public static void main(String[] args) throws Exception {
        long before = used();
        long start = System.nanoTime();
        Foods foods = Foods.load();
        foods.match("butter");
        long loadMs = (System.nanoTime() - start) / 1_000_000;
        long after = used();
        System.out.printf("food table and matcher: loaded in %d ms in a JVM of its own; heap held %.1f MB%n", loadMs,
                (after - before) / 1024.0 / 1024.0);
        System.out.println(foods.table().foods().size() + " foods");
    }

    private static long used() throws InterruptedException {
        Runtime runtime = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(200);
        }
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
