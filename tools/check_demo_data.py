#!/usr/bin/env python3
"""Checks Larder's demo data set (server/src/main/resources/demo/{recipes,retailer}.json).

A content aid, not part of the server. Standard library only.

    python3 tools/check_demo_data.py [--verbose] [--matches]

Validates counts, required fields, units, categories, tag rules, unique names and SKUs and
prep + cook <= total, then estimates how many recipe ingredient lines a shopper could buy from
the demo retailer: each line is reduced to its main words with a crude parser (quantities, units,
sizes and preparation words removed), and counts as covered when one product of a plausible
category has all of those words in its name. Exits non-zero when a rule fails.
"""
import json
import pathlib
import re
import sys
import unicodedata
from collections import Counter, defaultdict

ROOT = pathlib.Path(__file__).resolve().parent.parent
RECIPES = ROOT / "server/src/main/resources/demo/recipes.json"
RETAILER = ROOT / "server/src/main/resources/demo/retailer.json"

MIN_RECIPES, MIN_PRODUCTS, MIN_CUISINES, MIN_ITALIAN = 210, 420, 12, 25
MIN_COVERAGE = 0.90

CUISINES = {"italian", "mexican", "indian", "chinese", "japanese", "thai", "french", "greek", "american",
            "middle-eastern", "korean", "spanish", "vietnamese", "british", "moroccan", "caribbean",
            "german", "brazilian", "ethiopian", "cajun", "turkish", "peruvian", "filipino"}
MEAL_TYPES = {"breakfast", "brunch", "lunch", "dinner", "dessert", "snack", "side", "soup", "salad", "drink",
              "appetizer"}
DIETS = {"vegetarian", "vegan", "gluten-free", "dairy-free"}
SPEED = {"quick"}
SIZE_UNITS = {"g", "kg", "oz", "lb", "ml", "l", "fl_oz", "pint", "quart", "gallon", "piece", "clove", "slice",
              "can", "jar", "package", "bunch", "sprig", "stick", "head"}
CATEGORIES = {"produce", "meat_seafood", "dairy_eggs", "bakery", "pantry", "baking", "spices_seasonings",
              "condiments_sauces", "frozen", "beverages", "snacks", "household"}
RECIPE_KEYS = ["name", "description", "servings", "prep_time_minutes", "cook_time_minutes", "total_time_minutes",
               "tags", "ingredients", "instructions"]
PRODUCT_KEYS = ["sku", "name", "brand", "size", "price_minor", "category", "available"]
TAG_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
SKU_RE = re.compile(r"^DM-\d{5}$")

# ---------------------------------------------------------------------------------------------
# Crude ingredient-line parser
# ---------------------------------------------------------------------------------------------
UNICODE_FRACTIONS = "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞"
QUANTITY_RE = re.compile(r"^(\d+([./]\d+)?|[" + UNICODE_FRACTIONS + r"]|\d+[" + UNICODE_FRACTIONS + r"]"
                         r"|\d+(/\d+)?-\d+(/\d+)?|\d+-inch|\d+x\d+-inch)$")
QUANTITY_WORDS = {"a", "an", "one", "two", "three", "four", "six", "twelve", "dozen", "few", "couple", "of",
                  "about", "some", "several"}
UNITS = {"cup", "cups", "c", "tbsp", "tablespoon", "tablespoons", "tsp", "teaspoon", "teaspoons", "oz", "ounce",
         "ounces", "lb", "lbs", "pound", "pounds", "g", "gram", "grams", "kg", "ml", "l", "liter", "liters",
         "quart", "quarts", "pint", "pints", "gallon", "can", "cans", "jar", "jars", "package", "packages",
         "packet", "packets", "box", "boxes", "bottle", "bottles", "envelope", "envelopes", "bag", "bunch",
         "bunches", "sprig", "sprigs", "stalk", "stalks", "head", "heads", "slice", "slices", "clove", "cloves",
         "pinch", "dash", "handful", "inch", "piece", "pieces", "stick", "sticks", "scoop", "scoops", "shot",
         "shots", "splash", "sheet", "sheets", "strip", "block", "fl", "loaf"}
DESCRIPTORS = {
    "fresh", "freshly", "large", "small", "medium", "extra-large", "ripe", "very", "chopped", "finely", "roughly",
    "coarsely", "thinly", "minced", "diced", "sliced", "grated", "shredded", "crushed", "whole", "peeled", "cooked",
    "uncooked", "cold", "warm", "softened", "melted", "boneless", "skinless", "bone-in", "skin-on", "lean",
    "thick-cut", "thick", "thin", "packed", "loosely", "lightly", "room", "temperature", "divided", "optional",
    "plus", "more", "toasted", "roasted", "unsalted", "salted", "cubed", "halved", "quartered", "trimmed",
    "rinsed", "drained", "beaten", "separated", "store-bought", "homemade", "good", "quality", "day-old",
    "leaves", "leaf", "stalks", "stems", "florets", "pods", "kernels", "wedges", "zest", "mixed", "plain",
    "pitted", "seeded", "deveined", "raw", "hard-boiled", "bruised", "loose", "dried", "light",
    "mild", "hulled", "italian-style", "coarse", "fine", "pure", "strong", "brewed", "instant",
    "canned", "steamed", "boiling", "crumbled", "ice-cold", "shaved", "broken", "halves", "peel", "rind", "juiced",
}
SPECIAL_STEMS = {"chilies": "chili", "chilis": "chili", "chiles": "chile", "leaves": "leaf", "halves": "half"}
# Short aliases: phrase in recipes -> words to look for in product names.
ALIASES = {
    "scallion": "green onion", "pickle juice": "pickle", "chili flake": "red pepper flake",
    "ice": "ice", "ice cube": "ice", "lime juice": "lime", "lemon juice": "lemon", "orange juice": "orange juice",
    "anchovy stock": "broth", "sake": "sake", "spaghetti or rice noodle": "spaghetti",
    "bread flour": "bread flour", "egg yolk": "egg", "egg white": "egg", "chicken or vegetable broth": "broth",
    "oyster or button mushroom": "mushroom", "granulated sugar": "sugar", "white sugar": "sugar",
    "garlic clove": "garlic", "head garlic": "garlic", "pasta water": "", "noodle water": "", "water": "",
    "salt for the pasta water": "salt", "english or dijon mustard": "dijon mustard",
}
SKIP = {"", "wooden skewer"}
WATER_RE = re.compile(r"^([a-z-]+ )*water$")
KEEP_WATER = {"sparkling water", "coconut water"}

# (pattern on the reduced name, allowed categories); first match wins. Unknown names accept any category.
CATEGORY_RULES = [
    (r"\bbutter lettuce\b|\bgreen bean\b", {"produce"}),
    (r"\bdry mustard\b|\bmustard (powder|seed)\b", {"spices_seasonings"}),
    (r"\bbread flour\b", {"baking"}),
    (r"\bchocolate chip\b|\bvanilla (extract|bean)\b", {"baking"}),
    (r"\b(tortilla )?chip\b", {"snacks", "condiments_sauces"}),
    (r"\b(flour|corn) tortilla\b", {"bakery"}),
    (r"^(mixed )?vegetable$", {"frozen", "produce"}),
    (r"\bfrozen\b|\bphyllo\b|\bice cream\b|\bgelato\b|\bpearl onion", {"frozen"}),
    (r"\b(broth|stock|bouillon)\b", {"pantry"}),
    (r"\bcoconut milk\b|\bcoconut water\b|\bcondensed milk\b", {"pantry", "baking", "beverages"}),
    (r"\b(almond|oat) milk\b", {"dairy_eggs", "beverages"}),
    (r"\b(wine|beer|ale|brandy|vodka|liqueur|sherry|marsala|sake|mirin)\b",
     {"beverages", "condiments_sauces", "pantry"}),
    (r"\b(vinegar|oil)\b", {"pantry", "condiments_sauces"}),
    (r"\b(sauce|ketchup|mayonnaise|mustard|salsa|relish|sriracha|gochujang|paste|marinara|pesto|molasses|"
     r"caper|olive|pickle|pepperoncini|jam|tahini|miso|kimchi|dressing|tzatziki|glaze|roux|chipotle|"
     r"pickled ginger|syrup|honey|peanut butter)\b", {"condiments_sauces", "pantry", "dairy_eggs", "produce"}),
    (r"\b(salt|pepper flake|black pepper|white pepper|cayenne|paprika|cumin|coriander|turmeric|cinnamon|"
     r"nutmeg|oregano|thyme|basil|rosemary|cardamom|clove|garam masala|curry powder|chili powder|seasoning|"
     r"bay|allspice|ginger|five-spice|sichuan|peppercorn|saffron|sumac|za'atar|ras el hanout|herbes|"
     r"mustard seed|celery seed|sesame seed|star anise|chili flake|gochugaru|dashi|dry mustard|seed)\b",
     {"spices_seasonings", "produce", "baking"}),
    (r"\b(chicken|beef|pork|lamb|sausage|bacon|ham|turkey|salami|chorizo|pancetta|steak|brisket|chuck|"
     r"sirloin|ribeye|shrimp|salmon|cod|tilapia|catfish|haddock|trout|mussel|fish fillet|wing|bone)\b",
     {"meat_seafood", "frozen"}),
    (r"\b(tuna|clam|bean|chickpea|lentil|tomato sauce|tomato paste|crushed tomato|diced tomato|"
     r"bamboo shoot)\b", {"pantry", "produce"}),
    (r"\b(flour|sugar|baking powder|baking soda|yeast|chocolate|cocoa|vanilla|cornstarch|cornmeal|polenta|"
     r"gelatin|powdered sugar|breadcrumb|panko|almond|walnut|pecan|pine nut|raisin|date|apricot|"
     r"chia|oat)\b", {"baking", "pantry", "snacks", "produce"}),
    (r"\b(pasta|spaghetti|linguine|penne|ziti|farfalle|fusilli|orzo|macaroni|noodle|shell|pappardelle|"
     r"ditalini|lasagna|vermicelli|rice|couscous|bulgur|wrapper|rice paper|nori|seaweed|wakame)\b",
     {"pantry", "produce"}),
    (r"\b(milk|butter|cheese|parmesan|mozzarella|ricotta|mascarpone|feta|cheddar|gruy[eè]re|provolone|"
     r"cotija|queso|paneer|pecorino|yogurt|cream|crema|egg|half-and-half|buttermilk|ghee|fontina)\b",
     {"dairy_eggs"}),
    (r"\b(bread|baguette|tortilla|pita|bun|roll|brioche|sourdough|ladyfinger|pie crust|naan)\b",
     {"bakery", "dairy_eggs", "frozen"}),
    (r"\b(coffee|espresso|tea|matcha|juice|club soda|sparkling water)\b", {"beverages", "pantry"}),
    (r"\b(chip|cracker|peanut|cashew|pistachio|meringue)\b", {"snacks", "baking", "pantry"}),
    (r"\btofu\b", {"produce", "dairy_eggs"}),
]


def normalize(text):
    text = unicodedata.normalize("NFKC", text)
    return text.replace("⁄", "/").lower()


def stem(word):
    if word in SPECIAL_STEMS:
        return SPECIAL_STEMS[word]
    for suffix, repl in (("ies", "y"), ("oes", "o"), ("ves", "f"), ("ches", "ch"), ("shes", "sh"),
                         ("sses", "ss"), ("xes", "x")):
        if word.endswith(suffix) and len(word) > len(suffix) + 1:
            return word[: -len(suffix)] + repl
    if word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3:
        return word[:-1]
    return word


def words(text):
    return [stem(w) for w in re.findall(r"[a-zà-ÿ0-9'&%]+", normalize(text))]


def parse_line(text):
    """Returns (list of alternative/conjoined name parts, mode, context flags)."""
    t = normalize(text)
    t = re.sub(r"\([^)]*\)", " ", t)                  # sizes and notes in brackets
    head = t.split(",")[0]
    head = re.sub(r"\b(to taste|for serving|to serve|for garnish|to garnish|for frying|for dusting|"
                  r"for brushing|for topping|for the pasta water|kept warm)\b", " ", head)
    head = re.sub(r"\b(mixed with|soaked in|plus) .*", " ", head)
    flags = {"canned": bool(re.search(r"\b(can|cans|canned|jar|jars|bottle)\b", t)),
             "frozen": "frozen" in head}
    tokens = head.split()
    # leading quantities and units (a unit only counts right after a quantity or another unit)
    i, seen_qty = 0, False
    while i < len(tokens):
        tok = tokens[i].strip(".")
        if QUANTITY_RE.match(tok) or tok in QUANTITY_WORDS:
            seen_qty = True
        elif tok in UNITS and (seen_qty or i == 0):
            pass
        else:
            break
        i += 1
    rest = " ".join(tokens[i:])
    mode = "all"
    if " or " in rest:
        parts, mode = rest.split(" or "), "any"
    else:
        parts = re.split(r" and | & ", rest)
    names = []
    for part in parts:
        ws = [w for w in part.split() if w not in DESCRIPTORS and not QUANTITY_RE.match(w)
              and w not in QUANTITY_WORDS - {"a"}]
        # a second quantity inside an "or" alternative ("... or 1 tsp lime zest")
        while len(ws) > 1 and (QUANTITY_RE.match(ws[0]) or ws[0] in UNITS):
            ws = ws[1:]
        name = " ".join(stem(w) for w in ws if w not in UNITS or len(ws) == 1)
        name = ALIASES.get(name, name)
        names.append(name)
    return names, mode, flags


def allowed_categories(name, flags):
    if flags["frozen"]:
        return {"frozen"}
    for pattern, cats in CATEGORY_RULES:
        if re.search(pattern, name):
            if flags["canned"]:
                return cats | {"pantry", "condiments_sauces"}
            return cats
    if flags["canned"]:
        return {"pantry", "condiments_sauces"}
    return None  # unknown: any category


class Catalogue:
    """Products as word sets; a product's head is the last word of its name before any comma."""

    def __init__(self, products):
        self.items = []
        for p in products:
            shelf = [w for w in words(p["name"].split(",")[0]) if not w.isdigit()]
            self.items.append((set(words(p["name"])), set(shelf), shelf[-1] if shelf else "", p["category"],
                               p["name"]))

    def find(self, name, cats):
        """Best product for a reduced ingredient name: all its words present, category allowed;
        prefers the same head noun ("olive oil" -> an oil, not tuna in olive oil), then fewer extra words."""
        need = words(name)
        if not need:
            return None
        best = None
        for ws, shelf, head, cat, pname in self.items:
            if set(need) <= ws and (cats is None or cat in cats):
                score = (head != need[-1], len(shelf - set(need)))
                if best is None or score < best[0]:
                    best = (score, pname)
        return best[1] if best else None


def coverage(recipes, products):
    cat = Catalogue(products)
    total = covered = 0
    uncovered = Counter()
    for r in recipes:
        for ing in r.get("ingredients", []):
            names, mode, flags = parse_line(ing["text"])
            names = [n for n in names if n not in SKIP and (n in KEEP_WATER or not WATER_RE.match(n))]
            if not names:
                continue
            total += 1
            hits = [cat.find(n, allowed_categories(n, flags)) for n in names]
            ok = any(hits) if mode == "any" else all(hits)
            if ok:
                covered += 1
            else:
                missing = [n for n, h in zip(names, hits) if not h]
                uncovered[" / ".join(missing) + f"  <- {ing['text']}"] += 1
    return total, covered, uncovered


# Diet tags against ingredients: a line breaks a diet when every alternative it offers does.
MEAT = (r"\b(chicken|beef|pork|lamb|bacon|ham|turkey|sausage|salami|chorizo|pancetta|shrimp|salmon|cod|"
        r"tilapia|catfish|haddock|trout|tuna|clam|mussel|anchovy|fish|oyster sauce|worcestershire|gelatin|"
        r"dashi|brisket|steak|sirloin|ribeye|chuck|drumstick|wing)\b")
DAIRY = (r"\b(milk|butter|cheese|parmesan|mozzarella|ricotta|mascarpone|feta|cheddar|gruy[eè]re|provolone|"
         r"cotija|queso|paneer|pecorino|fontina|yogurt|cream|crema|half|buttermilk|ghee|gelato|tzatziki)\b")
NOT_DAIRY = r"\b(coconut|almond|oat) milk\b|\bpeanut butter\b|\bbutter (bean|lettuce)\b|\bcream of tartar\b"
EGG_HONEY = r"\b(egg|honey|mayonnaise|meringue|ladyfinger|brioche|egg noodle|pappardelle)\b"
GLUTEN = (r"\b(flour|bread|baguette|breadcrumb|panko|pasta|spaghetti|linguine|penne|ziti|farfalle|fusilli|orzo|"
          r"macaroni|lasagna|pappardelle|ditalini|shell|noodle|couscous|bulgur|soy sauce|hoisin|beer|ale|pita|"
          r"flour tortilla|biscotti|ladyfinger|phyllo|pie crust|bun|roll|brioche|sourdough|cracker|wheat|naan|"
          r"wrapper|ramen|yakisoba|gochujang|teriyaki|roux|malt|acini|trofie|vermicelli)\b")
NOT_GLUTEN = (r"\b(rice noodle|rice vermicelli|glass noodle|rice paper|tamari|gluten-free|corn tortilla|"
              r"cornstarch|rice flour)\b")


def diet_problems(recipe):
    tags = set(recipe["tags"])
    rules = []
    if "vegetarian" in tags or "vegan" in tags:
        rules.append(("meat or fish", MEAT, None))
    if "vegan" in tags:
        rules.append(("egg or honey", EGG_HONEY, None))
    if "vegan" in tags or "dairy-free" in tags:
        rules.append(("dairy", DAIRY, NOT_DAIRY))
    if "gluten-free" in tags:
        rules.append(("gluten", GLUTEN, NOT_GLUTEN))
    found = []
    for ing in recipe["ingredients"]:
        names, mode, _ = parse_line(ing["text"])
        names = [n for n in names if n] or [""]
        for what, bad, ok in rules:
            def breaks(n):
                return re.search(bad, n) and not (ok and re.search(ok, n))
            if (all if mode == "any" else any)(breaks(n) for n in names):
                found.append(f"{what}: {ing['text']}")
    return found


# ---------------------------------------------------------------------------------------------
# Rules
# ---------------------------------------------------------------------------------------------
def check(verbose):
    errors = []
    err = errors.append
    recipes = json.loads(RECIPES.read_text(encoding="utf-8"))
    doc = json.loads(RETAILER.read_text(encoding="utf-8"))
    for path in (RECIPES, RETAILER):
        raw = path.read_text(encoding="utf-8")
        if raw != json.dumps(json.loads(raw), indent=2, ensure_ascii=False) + "\n":
            err(f"{path.name}: not pretty-printed with 2-space indentation")

    # recipes
    if not isinstance(recipes, list):
        err("recipes.json: not an array")
        recipes = []
    if len(recipes) < MIN_RECIPES:
        err(f"recipes: {len(recipes)} < {MIN_RECIPES}")
    names = Counter(r.get("name", "").strip().lower() for r in recipes)
    for n, c in names.items():
        if c > 1:
            err(f"recipe name used {c} times: {n}")
    tag_count, cuisine_count = Counter(), Counter()
    for r in recipes:
        where = f"recipe '{r.get('name')}'"
        if list(r.keys()) != RECIPE_KEYS:
            err(f"{where}: keys {list(r.keys())}")
            continue
        if not isinstance(r["name"], str) or not r["name"].strip():
            err(f"{where}: empty name")
        if not isinstance(r["description"], str) or len(r["description"]) < 20:
            err(f"{where}: description missing or too short")
        for k in ("servings", "prep_time_minutes", "cook_time_minutes", "total_time_minutes"):
            if not isinstance(r[k], int) or isinstance(r[k], bool) or r[k] < 0:
                err(f"{where}: {k} must be a non-negative integer")
        if isinstance(r["servings"], int) and not 1 <= r["servings"] <= 12:
            err(f"{where}: servings {r['servings']} not in 1..12")
        if all(isinstance(r[k], int) for k in ("prep_time_minutes", "cook_time_minutes", "total_time_minutes")):
            if r["prep_time_minutes"] + r["cook_time_minutes"] > r["total_time_minutes"]:
                err(f"{where}: prep + cook > total")
            if r["total_time_minutes"] <= 0:
                err(f"{where}: total time must be positive")
        tags = r["tags"]
        if not isinstance(tags, list) or not 2 <= len(tags) <= 6:
            err(f"{where}: needs 2 to 6 tags")
            tags = tags if isinstance(tags, list) else []
        if len(set(tags)) != len(tags):
            err(f"{where}: duplicate tags")
        for t in tags:
            if not isinstance(t, str) or not TAG_RE.match(t):
                err(f"{where}: bad tag {t!r}")
        tag_count.update(tags)
        cuisines = [t for t in tags if t in CUISINES]
        if not cuisines:
            err(f"{where}: no cuisine tag")
        cuisine_count.update(cuisines)
        if not any(t in MEAL_TYPES for t in tags):
            err(f"{where}: no meal-type tag")
        unknown = [t for t in tags if t not in CUISINES | MEAL_TYPES | DIETS | SPEED]
        if unknown:
            err(f"{where}: tags outside the vocabulary {unknown}")
        if "quick" in tags and r["total_time_minutes"] > 30:
            err(f"{where}: tagged quick but takes {r['total_time_minutes']} min")
        if "vegan" in tags and "vegetarian" in tags:
            err(f"{where}: tag vegan or vegetarian, not both")
        for problem in diet_problems(r):
            err(f"{where}: diet tag contradicted by {problem}")
        ings = r["ingredients"]
        if not isinstance(ings, list) or not 5 <= len(ings) <= 16:
            err(f"{where}: needs 5 to 16 ingredients, has {len(ings) if isinstance(ings, list) else '?'}")
            ings = ings if isinstance(ings, list) else []
        for ing in ings:
            if not isinstance(ing, dict) or list(ing.keys()) != ["text", "group"]:
                err(f"{where}: ingredient must be {{text, group}}: {ing}")
                continue
            if not isinstance(ing["text"], str) or not ing["text"].strip():
                err(f"{where}: empty ingredient text")
            if ing["group"] is not None and (not isinstance(ing["group"], str) or not ing["group"].strip()):
                err(f"{where}: bad ingredient group {ing['group']!r}")
        steps = r["instructions"]
        if not isinstance(steps, list) or not 3 <= len(steps) <= 10:
            err(f"{where}: needs 3 to 10 instructions")
        elif not all(isinstance(s, str) and len(s) > 10 for s in steps):
            err(f"{where}: instructions must be non-empty strings")
    if len(cuisine_count) < MIN_CUISINES:
        err(f"cuisines: {len(cuisine_count)} < {MIN_CUISINES}")
    if cuisine_count["italian"] < MIN_ITALIAN:
        err(f"italian recipes: {cuisine_count['italian']} < {MIN_ITALIAN}")
    for t in MEAL_TYPES - {"brunch"}:
        if not tag_count[t]:
            err(f"no recipe tagged {t}")
    for t in DIETS | SPEED:
        if tag_count[t] < 10:
            err(f"fewer than 10 recipes tagged {t}")

    # retailer
    ret = doc.get("retailer", {})
    if ret.get("country") != "US" or ret.get("currency") != "USD" or "{items}" not in ret.get(
            "checkout_url_template", "") or not ret.get("name"):
        err(f"retailer: bad header {ret}")
    products = doc.get("products", [])
    if len(products) < MIN_PRODUCTS:
        err(f"products: {len(products)} < {MIN_PRODUCTS}")
    skus = Counter(p.get("sku") for p in products)
    for s, c in skus.items():
        if c > 1:
            err(f"SKU used {c} times: {s}")
    pnames = Counter((p.get("name", "").lower(), p.get("brand", "").lower()) for p in products)
    for n, c in pnames.items():
        if c > 1:
            err(f"product name+brand used {c} times: {n}")
    unavailable = 0
    cat_count = Counter()
    for p in products:
        where = f"product {p.get('sku')} '{p.get('name')}'"
        if list(p.keys()) != PRODUCT_KEYS:
            err(f"{where}: keys {list(p.keys())}")
            continue
        if not SKU_RE.match(p["sku"]):
            err(f"{where}: bad SKU")
        if not p["name"].strip() or not p["brand"].strip():
            err(f"{where}: empty name or brand")
        size = p["size"]
        if not isinstance(size, dict) or set(size) != {"quantity", "unit"}:
            err(f"{where}: bad size {size}")
        else:
            if size["unit"] not in SIZE_UNITS:
                err(f"{where}: unit {size['unit']!r} not canonical")
            q = size["quantity"]
            if not isinstance(q, (int, float)) or isinstance(q, bool) or q <= 0:
                err(f"{where}: bad quantity {q!r}")
        if not isinstance(p["price_minor"], int) or isinstance(p["price_minor"], bool) \
                or not 25 <= p["price_minor"] <= 10000:
            err(f"{where}: implausible price_minor {p['price_minor']!r}")
        if p["category"] not in CATEGORIES:
            err(f"{where}: category {p['category']!r}")
        cat_count[p["category"]] += 1
        if not isinstance(p["available"], bool):
            err(f"{where}: available must be boolean")
        elif not p["available"]:
            unavailable += 1
    if not 3 <= unavailable <= 10:
        err(f"unavailable products: {unavailable} (want about 5)")
    for c in CATEGORIES:
        if not cat_count[c]:
            err(f"no product in category {c}")

    total, covered, uncovered = coverage(recipes, products)
    share = covered / total if total else 0.0
    if share < MIN_COVERAGE:
        err(f"coverage {share:.1%} < {MIN_COVERAGE:.0%}")

    print(f"recipes: {len(recipes)}  products: {len(products)}  unavailable: {unavailable}")
    print(f"cuisines ({len(cuisine_count)}): " + ", ".join(f"{k} {v}" for k, v in cuisine_count.most_common()))
    print(f"distinct tags: {len(tag_count)}  ("
          + ", ".join(f"{k} {v}" for k, v in tag_count.most_common() if k not in cuisine_count) + ")")
    print("product categories: " + ", ".join(f"{k} {v}" for k, v in cat_count.most_common()))
    print(f"ingredient coverage: {covered}/{total} lines = {share:.1%}")
    if uncovered:
        print(f"uncovered ({sum(uncovered.values())} lines):")
        for line, c in sorted(uncovered.items()):
            print(f"  {c}x {line}")
    if "--matches" in sys.argv:
        cat = Catalogue(products)
        shown = set()
        for r in recipes:
            for ing in r["ingredients"]:
                ns, _, fl = parse_line(ing["text"])
                for n in ns:
                    if n and n not in shown:
                        shown.add(n)
                        print(f"  match: {n:38} -> {cat.find(n, allowed_categories(n, fl))}")
    if verbose:
        seen = defaultdict(int)
        for r in recipes:
            for ing in r["ingredients"]:
                ns, _, fl = parse_line(ing["text"])
                for n in ns:
                    seen[(n, tuple(sorted(allowed_categories(n, fl) or ["*"])))] += 1
        for (n, cats), c in sorted(seen.items()):
            print(f"  name: {n!r:40} {c:3d}  {','.join(cats)}")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  - " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(check("--verbose" in sys.argv))
