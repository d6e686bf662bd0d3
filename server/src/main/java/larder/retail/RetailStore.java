package larder.retail;

import static larder.retail.db.Tables.PRODUCT;
import static larder.retail.db.Tables.RETAILER;
import static larder.retail.db.Tables.RETAILER_POSTAL_CODE;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.platform.Gtin;
import larder.platform.PageRequest;
import larder.retail.db.tables.records.ProductRecord;
import larder.retail.db.tables.records.RetailerRecord;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
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
        insertPostalCodes(r);
    }

    void update(Retailer r) {
        RetailerRecord row = db.newRecord(RETAILER);
        fill(row, r);
        db.update(RETAILER).set(row).where(RETAILER.ID.eq(r.id())).execute();
        db.deleteFrom(RETAILER_POSTAL_CODE).where(RETAILER_POSTAL_CODE.RETAILER_ID.eq(r.id())).execute();
        insertPostalCodes(r);
    }

    private void insertPostalCodes(Retailer r) {
        if (!r.postalCodes().isEmpty()) {
            var insert = db.insertInto(RETAILER_POSTAL_CODE, RETAILER_POSTAL_CODE.RETAILER_ID,
                    RETAILER_POSTAL_CODE.PREFIX);
            for (String prefix : r.postalCodes()) {
                insert = insert.values(r.id(), prefix);
            }
            insert.execute();
        }
    }

    void delete(String id) {
        db.deleteFrom(RETAILER).where(RETAILER.ID.eq(id)).execute();
    }

    Optional<Retailer> find(String id) {
        return withPostalCodes(db.selectFrom(RETAILER).where(RETAILER.ID.eq(id)).fetch()).stream().findFirst();
    }

    /** The retailers with these ids that exist, by id, read in two statements whatever their number. */
    Map<String, Retailer> findAll(Collection<? extends String> ids) {
        Map<String, Retailer> found = new HashMap<>();
        if (!ids.isEmpty()) {
            withPostalCodes(db.selectFrom(RETAILER).where(RETAILER.ID.in(ids)).fetch())
                    .forEach(r -> found.put(r.id(), r));
        }
        return found;
    }

    /** A page of the app's retailers; with a postal code, those that deliver everywhere or to it. */
    List<Retailer> page(String clientId, PostalCode postalCode, PageRequest page) {
        Condition where = RETAILER.CLIENT_ID.eq(clientId);
        if (page.after().isPresent()) {
            where = where.and(RETAILER.ID.gt(page.after().get().key(0)));
        }
        if (postalCode != null) {
            // Prefixes are letters and digits only: nothing in them is a LIKE wildcard.
            where = where.and(DSL.notExists(DSL.selectOne().from(RETAILER_POSTAL_CODE)
                            .where(RETAILER_POSTAL_CODE.RETAILER_ID.eq(RETAILER.ID)))
                    .or(DSL.exists(DSL.selectOne().from(RETAILER_POSTAL_CODE)
                            .where(RETAILER_POSTAL_CODE.RETAILER_ID.eq(RETAILER.ID),
                                    DSL.val(postalCode.value()).like(RETAILER_POSTAL_CODE.PREFIX.concat("%"))))));
        }
        return withPostalCodes(db.selectFrom(RETAILER).where(where).orderBy(RETAILER.ID).limit(page.fetchSize())
                .fetch());
    }

    /** The app's retailers, at most {@code limit} (to tell "exactly one" from "several"). */
    List<Retailer> firstOf(String clientId, int limit) {
        return withPostalCodes(db.selectFrom(RETAILER).where(RETAILER.CLIENT_ID.eq(clientId)).orderBy(RETAILER.ID)
                .limit(limit).fetch());
    }

    /** Every retailer of the app, in id order. */
    List<Retailer> allOf(String clientId) {
        return withPostalCodes(db.selectFrom(RETAILER).where(RETAILER.CLIENT_ID.eq(clientId)).orderBy(RETAILER.ID)
                .fetch());
    }

    /** The retailers of the rows, each with its postal codes, read in one statement for all of them. */
    private List<Retailer> withPostalCodes(List<RetailerRecord> rows) {
        if (rows.isEmpty()) {
            return List.of();
        }
        Map<String, List<String>> codes = db.select(RETAILER_POSTAL_CODE.RETAILER_ID, RETAILER_POSTAL_CODE.PREFIX)
                .from(RETAILER_POSTAL_CODE)
                .where(RETAILER_POSTAL_CODE.RETAILER_ID.in(rows.stream().map(RetailerRecord::getId).toList()))
                .orderBy(RETAILER_POSTAL_CODE.PREFIX)
                .fetchGroups(RETAILER_POSTAL_CODE.RETAILER_ID, RETAILER_POSTAL_CODE.PREFIX);
        return rows.stream().map(r -> retailer(r, codes.getOrDefault(r.getId(), List.of()))).toList();
    }

    /** The SKUs of the retailer's products that have these GTINs, by GTIN. */
    Map<Gtin, String> skusByGtin(String retailerId, Collection<Gtin> gtins) {
        Map<Gtin, String> holders = new HashMap<>();
        db.select(PRODUCT.GTIN, PRODUCT.SKU).from(PRODUCT)
                .where(PRODUCT.RETAILER_ID.eq(retailerId), PRODUCT.GTIN.in(gtins.stream().map(Gtin::digits).toList()))
                .forEach(r -> holders.put(new Gtin(r.value1()), r.value2()));
        return holders;
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
                .set(PRODUCT.GTIN, p.gtin() == null ? null : p.gtin().digits())
                .onConflict(PRODUCT.RETAILER_ID, PRODUCT.SKU).doUpdate()
                .set(PRODUCT.NAME, p.name())
                .set(PRODUCT.BRAND, p.brand())
                .set(PRODUCT.SIZE_QUANTITY, p.sizeQuantity())
                .set(PRODUCT.SIZE_UNIT, p.sizeUnit() == null ? null : p.sizeUnit().code())
                .set(PRODUCT.PRICE_MINOR, p.price().amountMinor())
                .set(PRODUCT.CATEGORY, p.category().code())
                .set(PRODUCT.IMAGE_URL, p.imageUrl())
                .set(PRODUCT.AVAILABLE, p.available())
                .set(PRODUCT.UPDATED_AT, p.updatedAt())
                .set(PRODUCT.GTIN, p.gtin() == null ? null : p.gtin().digits())).toList()).execute();
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

    private static Retailer retailer(RetailerRecord r, List<String> postalCodes) {
        return new Retailer(r.getId(), r.getClientId(), r.getName(), r.getCountry(), r.getCurrency(),
                r.getCheckoutUrlTemplate(), r.getCreatedAt(), r.getUpdatedAt(), postalCodes);
    }

    private static Product product(ProductRecord r, String currency) {
        return new Product(r.getRetailerId(), r.getSku(), r.getName(), r.getBrand(), r.getSizeQuantity(),
                r.getSizeUnit() == null ? null : Unit.fromCode(r.getSizeUnit()).orElse(null),
                new Money(r.getPriceMinor(), currency),
                Category.fromCode(r.getCategory()).orElse(Category.OTHER), r.getImageUrl(), r.getAvailable(),
                r.getCreatedAt(), r.getUpdatedAt(), r.getGtin() == null ? null : new Gtin(r.getGtin()));
    }

}
