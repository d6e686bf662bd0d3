#!/usr/bin/env python3
"""A synthetic grocery catalogue for the checkout and matching benchmarks, the same on every run.

Product k (0-based) is a variant of grocery noun k mod N (N is about 440 nouns of every aisle, covering the
ingredients of bench/content.lua and of the demo recipes that `recipes generate` varies): variant 0 is the
plain product ("Garlic"), later ones add a variety, another brand and another size ("Organic Garlic, 3 head").
Because the nouns go round in turn, the first 2,000 products are a prefix of the first 20,000, so a catalogue
grows by adding the next SKUs, and every noun is on sale from the smallest size up.

Usage:
  catalogue.py products FROM TO                      products FROM..TO-1 as TSV (the JMH benchmark reads this)
  catalogue.py put BASE_URL TOKEN RETAILER FROM TO   PUT them to the retailer in batches of 1000
  catalogue.py needs                                 ingredient lines: content.lua's raw lines, then the demo recipes'
  catalogue.py body RETAILER RECIPE_IDS_FILE         the body checkout.lua sends (50 raw lines, the recipes)
  catalogue.py report LABEL CHECKOUT_JSON CART_JSON  one line on a checkout: lines matched and unmatched, SKUs, total
"""
import http.client
import json
import random
import re
import sys
import time
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[2]
BATCH = 1000

# Sizes a product of each kind comes in, as (quantity, unit code of the contract); the first is the usual one.
# And the price of the usual size in cents.
KINDS = {
    "each": ([(1, "piece"), (3, "piece"), (2, "lb"), (1, "kg"), (6, "piece")], 99),
    "weigh": ([(1, "lb"), (500, "g"), (2, "lb"), (1, "kg")], 249),
    "head": ([(1, "head"), (2, "head"), (3, "head")], 199),
    "bunch": ([(1, "bunch"), (2, "bunch"), (100, "g")], 149),
    "herb": ([(1, "bunch"), (25, "g"), (1, "oz"), (2, "bunch")], 179),
    "bag": ([(5, "oz"), (10, "oz"), (250, "g"), (1, "lb")], 299),
    "berry": ([(1, "pint"), (12, "oz"), (500, "g"), (2, "pint")], 399),
    "meat": ([(1, "lb"), (500, "g"), (2, "lb"), (1, "kg"), (3, "lb")], 649),
    "deli": ([(8, "oz"), (100, "g"), (200, "g"), (12, "oz")], 449),
    "fish": ([(1, "lb"), (400, "g"), (12, "oz"), (2, "lb")], 999),
    "eggs": ([(12, "piece"), (6, "piece"), (18, "piece"), (24, "piece")], 399),
    "milk": ([(1, "gallon"), (2, "l"), (1, "quart"), (1, "l"), (500, "ml")], 399),
    "cream": ([(1, "pint"), (500, "ml"), (1, "quart"), (250, "ml")], 349),
    "butter": ([(1, "lb"), (250, "g"), (500, "g"), (8, "oz")], 549),
    "cheese": ([(8, "oz"), (200, "g"), (16, "oz"), (400, "g"), (1, "kg")], 449),
    "tub": ([(16, "oz"), (500, "g"), (32, "oz"), (8, "oz")], 329),
    "loaf": ([(1, "piece"), (20, "oz"), (500, "g"), (2, "piece")], 349),
    "pack": ([(8, "piece"), (10, "piece"), (6, "piece"), (20, "piece")], 329),
    "grain": ([(2, "lb"), (1, "kg"), (5, "lb"), (500, "g"), (10, "lb")], 349),
    "pasta": ([(1, "lb"), (500, "g"), (1, "kg"), (12, "oz")], 179),
    "can": ([(15, "oz"), (400, "g"), (28, "oz"), (800, "g"), (6, "oz")], 159),
    "carton": ([(32, "fl_oz"), (1, "l"), (500, "ml"), (2, "l")], 299),
    "oil": ([(500, "ml"), (1, "l"), (750, "ml"), (16, "fl_oz"), (3, "l")], 699),
    "bottle": ([(250, "ml"), (12, "fl_oz"), (500, "ml"), (20, "fl_oz"), (1, "l")], 349),
    "jar": ([(12, "oz"), (340, "g"), (16, "oz"), (500, "g"), (24, "oz")], 399),
    "nuts": ([(8, "oz"), (200, "g"), (16, "oz"), (500, "g"), (1, "kg")], 549),
    "small": ([(4, "oz"), (100, "g"), (8, "oz"), (250, "g")], 349),
    "spice": ([(2, "oz"), (50, "g"), (28, "g"), (4, "oz"), (100, "g")], 349),
    "extract": ([(2, "fl_oz"), (59, "ml"), (4, "fl_oz"), (118, "ml")], 699),
    "flour": ([(5, "lb"), (1, "kg"), (2, "kg"), (2, "lb"), (10, "lb")], 399),
    "sugar": ([(4, "lb"), (1, "kg"), (2, "lb"), (2, "kg"), (10, "lb")], 349),
    "frozen": ([(16, "oz"), (500, "g"), (1, "kg"), (12, "oz"), (2, "lb")], 299),
    "icecream": ([(1, "pint"), (1.5, "quart"), (500, "ml"), (1, "l")], 499),
    "drink": ([(1, "l"), (2, "l"), (12, "piece"), (500, "ml"), (1, "gallon")], 249),
    "wine": ([(750, "ml"), (1.5, "l"), (375, "ml")], 1299),
    "coffee": ([(12, "oz"), (250, "g"), (1, "lb"), (500, "g"), (2, "lb")], 899),
    "tea": ([(20, "piece"), (40, "piece"), (100, "piece"), (80, "piece")], 399),
    "snack": ([(8, "oz"), (150, "g"), (200, "g"), (13, "oz"), (1, "lb")], 399),
    "household": ([(1, "package"), (6, "piece"), (12, "piece"), (2, "package"), (24, "piece")], 599),
}

# Real grocery nouns by aisle (the contract's taxonomy), each with the kind of sizes it is sold in.
GROCERIES = {
    "produce": """
        garlic:head yellow onions:each red onions:each white onions:each sweet onions:each green onions:bunch
        shallots:bag fresh ginger:weigh lemons:each limes:each oranges:each navel oranges:each apples:each
        granny smith apples:each honeycrisp apples:each bananas:each avocados:each tomatoes:each
        roma tomatoes:each cherry tomatoes:berry grape tomatoes:berry carrots:weigh celery:bunch cucumbers:each
        english cucumbers:each zucchini:each eggplant:each red bell peppers:each green bell peppers:each
        yellow bell peppers:each jalapeños:each serrano peppers:bag thai chilies:bag russet potatoes:weigh
        yukon gold potatoes:weigh red potatoes:weigh baby potatoes:weigh sweet potatoes:weigh cilantro:herb
        parsley:herb flat-leaf parsley:herb basil:herb thai basil:herb mint:herb dill:herb thyme:herb
        rosemary:herb chives:herb sage:herb lemongrass:bunch baby spinach:bag spinach:bunch kale:bunch
        lacinato kale:bunch romaine lettuce:head butter lettuce:head iceberg lettuce:head
        green leaf lettuce:head arugula:bag green cabbage:head red cabbage:head napa cabbage:head
        baby bok choy:weigh broccoli:head broccoli florets:bag cauliflower:head brussels sprouts:weigh
        asparagus:bunch green beans:weigh snow peas:bag sweet corn:each button mushrooms:bag
        cremini mushrooms:bag shiitake mushrooms:bag portobello mushrooms:bag oyster mushrooms:bag leeks:each
        radishes:bunch daikon radish:each beets:bunch parsnips:weigh butternut squash:each bean sprouts:bag
        watercress:bunch mangoes:each pineapple:each strawberries:berry blueberries:berry raspberries:berry
        blackberries:berry mixed berries:berry red grapes:weigh pears:each asian pears:each peaches:each
        watermelon:each kiwi:each pomegranate:each fennel:each artichokes:each makrut lime leaves:small
        """,
    "meat_seafood": """
        boneless skinless chicken breasts:meat boneless skinless chicken thighs:meat bone-in chicken thighs:meat
        chicken drumsticks:meat chicken wings:meat whole chicken:meat ground chicken:meat chicken cutlets:meat
        ground turkey:meat deli turkey breast:deli ground beef:meat lean ground beef:meat beef chuck roast:meat
        beef brisket:meat flank steak:meat sirloin steak:meat ribeye steak:meat beef stew meat:meat
        beef short ribs:meat ground pork:meat pork tenderloin:meat pork shoulder:meat pork belly:meat
        pork chops:meat pork loin:meat bacon:meat thick-cut bacon:meat pancetta:deli deli ham:deli
        italian sausage:meat breakfast sausage:meat spanish chorizo:deli genoa salami:deli pepperoni:deli
        prosciutto:deli ground lamb:meat lamb shoulder:meat leg of lamb:meat lamb chops:meat shrimp:fish
        salmon fillets:fish cod fillets:fish tilapia fillets:fish catfish fillets:fish tuna steaks:fish
        halibut fillets:fish mussels:fish clams:fish sea scallops:fish lump crab meat:fish smoked salmon:deli
        smoked trout:deli
        """,
    "dairy_eggs": """
        large eggs:eggs brown eggs:eggs whole milk:milk reduced-fat milk:milk skim milk:milk
        unsalted butter:butter salted butter:butter heavy cream:cream half-and-half:cream sour cream:tub
        buttermilk:cream plain yogurt:tub greek yogurt:tub cream cheese:small cottage cheese:tub
        cheddar cheese:cheese sharp cheddar cheese:cheese mozzarella cheese:cheese fresh mozzarella:cheese
        parmesan cheese:cheese pecorino romano cheese:cheese feta cheese:cheese ricotta cheese:tub
        monterey jack cheese:cheese swiss cheese:cheese provolone cheese:cheese gruyère cheese:cheese
        goat cheese:small blue cheese:small american cheese:cheese mascarpone cheese:small cotija cheese:small
        queso fresco:small paneer:small ghee:jar almond milk:carton oat milk:carton
        """,
    "bakery": """
        white sandwich bread:loaf whole-grain bread:loaf sourdough bread:loaf baguette:loaf ciabatta:loaf
        brioche bread:loaf italian bread:loaf rye bread:loaf pita bread:pack naan:pack flour tortillas:pack
        corn tortillas:pack hamburger buns:pack hot dog buns:pack english muffins:pack bagels:pack
        croissants:pack dinner rolls:pack ladyfingers:small
        """,
    "pantry": """
        basmati rice:grain jasmine rice:grain long-grain white rice:grain brown rice:grain arborio rice:grain
        short-grain rice:grain glutinous rice:grain spaghetti:pasta penne:pasta linguine:pasta fusilli:pasta
        farfalle:pasta rigatoni:pasta ziti:pasta elbow macaroni:pasta pasta shells:pasta ditalini:pasta
        lasagna noodles:pasta orzo:pasta pappardelle:pasta egg noodles:pasta ramen noodles:pasta
        rice noodles:pasta rice vermicelli:pasta udon noodles:pasta soba noodles:pasta
        sweet potato glass noodles:pasta couscous:grain quinoa:grain bulgur wheat:grain rolled oats:grain
        yellow cornmeal:grain polenta:grain panko breadcrumbs:small plain breadcrumbs:small diced tomatoes:can
        fire-roasted diced tomatoes:can crushed tomatoes:can whole peeled tomatoes:can tomato paste:can
        tomato sauce:can tomato purée:can chickpeas:can black beans:can kidney beans:can cannellini beans:can
        pinto beans:can great northern beans:can butter beans:can refried beans:can baked beans:can
        red lentils:grain brown lentils:grain green lentils:grain coconut milk:can chicken broth:carton
        beef broth:carton vegetable broth:carton olive oil:oil extra-virgin olive oil:oil vegetable oil:oil
        canola oil:oil sesame oil:bottle coconut oil:jar peanut oil:oil avocado oil:oil chili oil:bottle
        rice vinegar:bottle red wine vinegar:bottle apple cider vinegar:bottle balsamic vinegar:bottle balsamic glaze:bottle
        white vinegar:bottle sherry vinegar:bottle malt vinegar:bottle black vinegar:bottle honey:jar
        maple syrup:bottle creamy peanut butter:jar almond butter:jar tahini:jar almonds:nuts walnuts:nuts
        pecans:nuts roasted cashews:nuts roasted peanuts:nuts pistachios:nuts pine nuts:small hazelnuts:nuts
        sesame seeds:small chia seeds:small golden raisins:nuts dried apricots:nuts pitted dates:nuts
        dried cranberries:nuts tuna in water:can tuna in olive oil:can anchovies:can capers:small
        kalamata olives:jar green olives:jar roasted red peppers:jar artichoke hearts:jar dill pickles:jar
        chipotle peppers in adobo:can green chiles:can coconut water:carton sweetened condensed milk:can
        evaporated milk:can firm tofu:small extra-firm tofu:small silken tofu:small white miso paste:small
        red curry paste:small green curry paste:small massaman curry paste:small gochujang:jar
        napa cabbage kimchi:jar nori:small dashi granules:small mirin:bottle shaoxing wine:bottle
        bamboo shoots:can water chestnuts:can rice paper wrappers:small dumpling wrappers:small
        tamarind paste:small pomegranate molasses:bottle preserved lemons:jar strawberry jam:jar
        raspberry jam:jar wakame seaweed:small chili bean paste:jar pineapple chunks:can
        """,
    "baking": """
        all-purpose flour:flour bread flour:flour whole wheat flour:flour cake flour:flour almond flour:small
        granulated sugar:sugar brown sugar:sugar dark brown sugar:sugar light brown sugar:sugar
        powdered sugar:sugar turbinado sugar:sugar baking powder:spice baking soda:small cornstarch:small
        instant yeast:spice active dry yeast:spice vanilla extract:extract unsweetened cocoa powder:small
        semisweet chocolate chips:small dark chocolate:small unflavored gelatin:spice refrigerated pie crust:pack
        vanilla beans:spice molasses:bottle
        """,
    "spices_seasonings": """
        kosher salt:grain sea salt:small flaky sea salt:small iodized salt:small black pepper:spice
        black peppercorns:spice white pepper:spice ground cumin:spice cumin seeds:spice smoked paprika:spice
        paprika:spice chili powder:spice cayenne pepper:spice red pepper flakes:spice ground turmeric:spice
        ground cinnamon:spice cinnamon sticks:spice ground nutmeg:spice ground ginger:spice
        ground coriander:spice coriander seeds:spice garam masala:spice curry powder:spice dried oregano:spice
        dried thyme:spice dried basil:spice italian seasoning:spice bay leaves:spice garlic powder:spice
        onion powder:spice whole cloves:spice ground cardamom:spice green cardamom pods:spice star anise:spice
        five-spice powder:spice sichuan peppercorns:spice mustard seeds:spice dry mustard powder:spice
        saffron threads:spice ground sumac:spice za'atar:spice herbes de provence:spice taco seasoning:spice
        ground allspice:spice celery seed:spice gochugaru:spice fennel seeds:spice ras el hanout:spice
        """,
    "condiments_sauces": """
        soy sauce:bottle dark soy sauce:bottle tamari:bottle fish sauce:bottle oyster sauce:bottle
        hoisin sauce:bottle sriracha:bottle hot sauce:bottle worcestershire sauce:bottle dijon mustard:jar
        yellow mustard:jar whole-grain mustard:jar ketchup:bottle mayonnaise:jar barbecue sauce:bottle
        marinara sauce:jar basil pesto:small salsa:jar salsa verde:jar enchilada sauce:can teriyaki sauce:bottle
        sweet chili sauce:bottle chili garlic sauce:jar ranch dressing:bottle blue cheese dressing:bottle
        pickle relish:jar prepared horseradish:small tzatziki:small
        """,
    "frozen": """
        frozen peas:frozen frozen corn kernels:frozen frozen chopped spinach:frozen frozen mixed vegetables:frozen
        frozen peas and carrots:frozen frozen broccoli florets:frozen frozen strawberries:frozen
        frozen blueberries:frozen frozen mango chunks:frozen vanilla ice cream:icecream frozen pizza:frozen
        frozen french fries:frozen frozen phyllo dough:frozen frozen puff pastry:frozen ice cubes:frozen
        frozen shrimp:frozen frozen pearl onions:frozen
        """,
    "beverages": """
        spring water:drink sparkling water:drink club soda:drink orange juice:drink apple juice:drink
        pineapple juice:drink ground coffee:coffee whole bean coffee:coffee espresso:coffee black tea bags:tea
        green tea:tea matcha powder:small dry white wine:wine dry red wine:wine marsala wine:wine sake:wine
        lager beer:drink cola:drink lemonade:drink brandy:wine vodka:wine dry sherry:wine
        """,
    "snacks": """
        tortilla chips:snack potato chips:snack pretzels:snack saltine crackers:snack oyster crackers:snack
        microwave popcorn:snack granola bars:pack trail mix:snack dill pickle chips:snack rice cakes:snack
        chocolate chip cookies:snack biscotti:snack
        """,
    "household": """
        paper towels:household toilet paper:household dish soap:household aluminum foil:household
        plastic wrap:household parchment paper:household trash bags:household wooden skewers:household
        laundry detergent:household kitchen sponges:household zip-top bags:household
        """,
}

VARIETIES = {
    "produce": ["Organic", "Fresh", "Local", "Premium", "Value"],
    "meat_seafood": ["Organic", "Fresh", "Premium", "Family Pack", "Natural"],
    "dairy_eggs": ["Organic", "Farmhouse", "Pasture-Raised", "Premium", "Value"],
    "bakery": ["Organic", "Fresh-Baked", "Artisan", "Bakery", "Value"],
    "pantry": ["Organic", "Classic", "Premium", "Value", "Imported"],
    "baking": ["Organic", "Premium", "Value", "Classic"],
    "spices_seasonings": ["Organic", "Premium", "Gourmet", "Value"],
    "condiments_sauces": ["Organic", "Classic", "Original", "Premium"],
    "frozen": ["Organic", "Family Size", "Steamable", "Value"],
    "beverages": ["Organic", "Classic", "Premium", "Value"],
    "snacks": ["Organic", "Original", "Family Size", "Lightly Salted"],
    "household": ["Eco", "Value", "Premium", "Ultra"],
}
PRICE_FACTOR = {"Organic": 1.45, "Premium": 1.3, "Gourmet": 1.4, "Artisan": 1.35, "Imported": 1.3, "Value": 0.8,
                "Family Pack": 0.9, "Family Size": 0.9, "Pasture-Raised": 1.5, "Ultra": 1.2}

BRANDS = ["Greenfield Farms", "Sunny Acres", "Harvest Table", "Golden Mill", "Prairie Gold", "Riverbend",
          "Maple Hollow", "Coastal Catch", "Old Orchard", "Hillside Creamery", "Copper Kettle", "Stone Oven",
          "Pantry Basics", "Market Select", "Bella Cucina", "Casa Verde", "Spice Caravan", "Jade Garden",
          "Nordic Shore", "Red Barn", "Willow Creek", "Cedar Lane", "Lakeside", "True North", "Happy Hen",
          "Crescent Bay", "Summit Peak", "Blue Heron", "Little Valley", "Oak & Ember", "Tidewater",
          "Morning Field", "Silver Spoon Kitchen", "Homestead", "Wild Meadow", "Mesa Rosa", "Lotus Pond",
          "Highland", "Brightside", "Good Harvest"]

UNIT_TEXT = {"piece": "ct", "fl_oz": "fl oz", "gallon": "gal", "quart": "qt", "package": "pk"}


def _nouns():
    nouns = []
    for category, block in GROCERIES.items():
        # Entries are "words:kind", separated by whitespace; a noun's words may contain spaces.
        for noun, kind in re.findall(r"([^:\n]+?):(\w+)", " ".join(block.split())):
            nouns.append((noun.strip(), category, kind))
    return nouns


NOUNS = _nouns()


def _title(noun):
    return " ".join("-".join(p[:1].upper() + p[1:] for p in w.split("-")) if w not in ("of", "in", "and", "de")
                    else w for w in noun.split(" "))


def product(k):
    """Product number k of the sequence: a dict in the API's shape."""
    n = k % len(NOUNS)
    v = k // len(NOUNS)
    noun, category, kind = NOUNS[n]
    sizes, base = KINDS[kind]
    rnd = random.Random(k * 7919 + 17)
    if v == 0:
        variety, brand, size = "", BRANDS[n % len(BRANDS)], sizes[0]
    else:
        options = VARIETIES[category]
        variety = "" if v % 3 == 0 else options[(v + n) % len(options)]
        brand = BRANDS[(n * 7 + v * 3) % len(BRANDS)]
        size = sizes[(v + n) % len(sizes)]
    quantity, unit = size
    name = (variety + " " + _title(noun)).strip()
    if not (quantity == 1 and unit in ("piece", "head", "bunch")):
        q = int(quantity) if float(quantity).is_integer() else quantity
        name += f", {q} {UNIT_TEXT.get(unit, unit)}"
    # Price: the usual size's price, scaled by how much bigger this size is (cheaper per unit in bulk), by variety,
    # and by up to 20% either way.
    ratio = _amount(size) / _amount(sizes[0])
    price = base * (ratio ** 0.85) * PRICE_FACTOR.get(variety, 1.0) * rnd.uniform(0.85, 1.2)
    price_minor = max(49, int(round(price / 10.0)) * 10 - 1)
    return {
        "sku": f"BN-{k + 1:06d}",
        "name": name,
        "brand": brand,
        "size": {"quantity": quantity, "unit": unit},
        "price": {"amount_minor": price_minor, "currency": "USD"},
        "category": category,
        "available": v == 0 or rnd.random() >= 0.03,
    }


_GRAMS = {"g": 1, "kg": 1000, "oz": 28.35, "lb": 453.6}
_ML = {"ml": 1, "l": 1000, "fl_oz": 29.57, "pint": 473.2, "quart": 946.4, "gallon": 3785.4}
# For pricing only: roughly what a piece, head, bunch or package weighs, so that a 2 lb bag of onions costs more
# than one onion.
_ROUGH = {"piece": 150, "head": 500, "bunch": 100, "package": 900}


def _amount(size):
    quantity, unit = size
    return quantity * {**_GRAMS, **_ML, **_ROUGH}[unit]


def put(base, token, retailer, first, last):
    url = urlparse(base)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=300)
    headers = {"Authorization": "Bearer " + token, "Content-Type": "application/json"}
    created = updated = 0
    started = time.perf_counter()
    for start in range(first, last, BATCH):
        body = json.dumps({"products": [product(k) for k in range(start, min(start + BATCH, last))]})
        connection.request("PUT", f"/v1beta/retailers/{retailer}/products", body, headers)
        response = connection.getresponse()
        answer = response.read()
        if response.status != 200:
            raise SystemExit(f"PUT products {start}..: {response.status} {answer[:500]!r}")
        result = json.loads(answer)
        created += result["created"]
        updated += result["updated"]
    print(f"catalogue: products {first + 1:,} to {last:,} put in {time.perf_counter() - started:.1f} s "
          f"({created:,} created, {updated:,} updated)")


def lua_lines():
    text = (ROOT / "bench/content.lua").read_text()
    block = text[text.index("local lines = {"):]
    block = block[:block.index("}")]
    return re.findall(r'"([^"]*)"', block)


def needs():
    lines = lua_lines()
    recipes = json.loads((ROOT / "server/src/main/resources/demo/recipes.json").read_text())
    lines += [i["text"] for r in recipes for i in r["ingredients"]]
    for line in lines:
        print(line)


def body(retailer, recipe_ids_file):
    lines = lua_lines()
    recipes = [{"id": line.strip()} for line in Path(recipe_ids_file).read_text().split()]
    print(json.dumps({"retailer_id": retailer, "raw_items": [lines[i % len(lines)] for i in range(50)],
                      "recipes": recipes}))


def report(label, checkout_file, cart_file):
    checkout = json.loads(Path(checkout_file).read_text())
    cart = json.loads(Path(cart_file).read_text())
    statuses = [item["status"] for item in cart["items"]]
    unmatched = [item["name"] for item in cart["items"] if item["status"] == "unmatched"]
    total = checkout["total"]
    print(f"{label}: {len(statuses)} cart lines, {statuses.count('matched')} matched, {len(unmatched)} unmatched"
          f"{' (' + ', '.join(unmatched) + ')' if unmatched else ''}; checkout of {len(checkout['items'])} SKUs, "
          f"{len(checkout['unmatched'])} unmatched needs, total {total['amount_minor'] / 100:,.2f} {total['currency']}")


def main(argv):
    command = argv[1] if len(argv) > 1 else ""
    if command == "products":
        for k in range(int(argv[2]), int(argv[3])):
            p = product(k)
            print("\t".join([p["sku"], p["name"], p["brand"], str(p["size"]["quantity"]), p["size"]["unit"],
                             str(p["price"]["amount_minor"]), p["category"], str(p["available"]).lower()]))
    elif command == "put":
        put(argv[2], argv[3], argv[4], int(argv[5]), int(argv[6]))
    elif command == "needs":
        needs()
    elif command == "body":
        body(argv[2], argv[3])
    elif command == "report":
        report(argv[2], argv[3], argv[4])
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
