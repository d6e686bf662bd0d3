package larder.retail;

import static larder.retail.db.Tables.PRODUCT;
import static larder.retail.db.Tables.RETAILER;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.platform.Money;
import larder.platform.PageRequest;
import larder.retail.db.tables.records.ProductRecord;
import larder.retail.db.tables.records.RetailerRecord;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

@Repository
class RetailStore {

    private final DSLContext db;

    RetailStore(DSLContext db) {
        this.db = db;
    }

    void insert(Retailer r) {
        RetailerRecord row = db.newRecord(RETAILER);
        fill(row, r);
        row.setId(r.id());
        row.setClientId(r.clientId());
        row.setCreatedAt(r.createdAt());
        row.insert();
    }

    void update(Retailer r) {
        RetailerRecord row = db.newRecord(RETAILER);
        fill(row, r);
        db.update(RETAILER).set(row).where(RETAILER.ID.eq(r.id())).execute();
    }

    void delete(String id) {
        db.deleteFrom(RETAILER).where(RETAILER.ID.eq(id)).execute();
    }

    Optional<Retailer> find(String id) {
        return db.selectFrom(RETAILER).where(RETAILER.ID.eq(id)).fetchOptional().map(RetailStore::retailer);
    }

    List<Retailer> page(String clientId, PageRequest page) {
        Condition where = RETAILER.CLIENT_ID.eq(clientId);
        if (page.after().isPresent()) {
            where = where.and(RETAILER.ID.gt(page.after().get().key(0)));
        }
        return db.selectFrom(RETAILER).where(where).orderBy(RETAILER.ID).limit(page.fetchSize())
                .fetch(RetailStore::retailer);
    }

    /** The app's retailers, at most {@code limit} (to tell "exactly one" from "several"). */
    List<Retailer> firstOf(String clientId, int limit) {
        return db.selectFrom(RETAILER).where(RETAILER.CLIENT_ID.eq(clientId)).orderBy(RETAILER.ID).limit(limit)
                .fetch(RetailStore::retailer);
    }

    boolean hasProducts(String retailerId) {
        return db.fetchExists(PRODUCT, PRODUCT.RETAILER_ID.eq(retailerId));
    }

    Set<String> existingSkus(String retailerId, Collection<String> skus) {
        return Set.copyOf(db.select(PRODUCT.SKU).from(PRODUCT)
                .where(PRODUCT.RETAILER_ID.eq(retailerId), PRODUCT.SKU.in(skus)).fetch(PRODUCT.SKU));
    }

    /** Inserts or replaces products by SKU, as one batch of statements. */
    void upsert(List<Product> products) {
        db.batch(products.stream().map(p -> db.insertInto(PRODUCT)
                .set(PRODUCT.RETAILER_ID, p.retailerId())
                .set(PRODUCT.SKU, p.sku())
                .set(PRODUCT.NAME, p.name())
                .set(PRODUCT.BRAND, p.brand())
                .set(PRODUCT.SIZE_QUANTITY, p.sizeQuantity())
                .set(PRODUCT.SIZE_UNIT, p.sizeUnit() == null ? null : p.sizeUnit().code())
                .set(PRODUCT.PRICE_MINOR, p.price().amountMinor())
                .set(PRODUCT.CATEGORY, p.category().code())
                .set(PRODUCT.IMAGE_URL, p.imageUrl())
                .set(PRODUCT.AVAILABLE, p.available())
                .set(PRODUCT.CREATED_AT, p.createdAt())
                .set(PRODUCT.UPDATED_AT, p.updatedAt())
                .onConflict(PRODUCT.RETAILER_ID, PRODUCT.SKU).doUpdate()
                .set(PRODUCT.NAME, p.name())
                .set(PRODUCT.BRAND, p.brand())
                .set(PRODUCT.SIZE_QUANTITY, p.sizeQuantity())
                .set(PRODUCT.SIZE_UNIT, p.sizeUnit() == null ? null : p.sizeUnit().code())
                .set(PRODUCT.PRICE_MINOR, p.price().amountMinor())
                .set(PRODUCT.CATEGORY, p.category().code())
                .set(PRODUCT.IMAGE_URL, p.imageUrl())
                .set(PRODUCT.AVAILABLE, p.available())
                .set(PRODUCT.UPDATED_AT, p.updatedAt())).toList()).execute();
    }

    List<Product> products(String retailerId, String currency) {
        return db.selectFrom(PRODUCT).where(PRODUCT.RETAILER_ID.eq(retailerId))
                .fetch(r -> product(r, currency));
    }

    private static void fill(RetailerRecord row, Retailer r) {
        row.setName(r.name());
        row.setCountry(r.country());
        row.setCurrency(r.currency());
        row.setCheckoutUrlTemplate(r.checkoutUrlTemplate());
        row.setUpdatedAt(r.updatedAt());
    }

    private static Retailer retailer(RetailerRecord r) {
        return new Retailer(r.getId(), r.getClientId(), r.getName(), r.getCountry(), r.getCurrency(),
                r.getCheckoutUrlTemplate(), r.getCreatedAt(), r.getUpdatedAt());
    }

    private static Product product(ProductRecord r, String currency) {
        return new Product(r.getRetailerId(), r.getSku(), r.getName(), r.getBrand(), r.getSizeQuantity(),
                r.getSizeUnit() == null ? null : Unit.fromCode(r.getSizeUnit()).orElse(null),
                new Money(r.getPriceMinor(), currency),
                Category.fromCode(r.getCategory()).orElse(Category.OTHER), r.getImageUrl(), r.getAvailable(),
                r.getCreatedAt(), r.getUpdatedAt());
    }

}
