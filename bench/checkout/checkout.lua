-- POST /v1beta/carts/checkout with 50 raw items and 25 recipes for one retailer: the heaviest one-step checkout
-- the limits allow. The raw lines are those of bench/lists/create.lua; one user access token after another.
local tokens = {}
for token in io.lines(os.getenv("BENCH_ACCESS_TOKENS")) do
  tokens[#tokens + 1] = token
end
local recipes = {}
for id in io.lines(os.getenv("BENCH_RECIPE_IDS")) do
  recipes[#recipes + 1] = '{"id":"' .. id .. '"}'
end
local lines = {"2 1/2 cups all-purpose flour", "1 lb ground beef", "3 cloves garlic, minced", "2 tbsp olive oil",
  "1 (14.5 oz) can diced tomatoes", "salt and pepper to taste", "1 bunch cilantro", "2 red onions, sliced",
  "500 g penne", "1 cup whole milk", "4 large eggs", "1 tsp ground cumin", "2 lemons, juiced", "200 g feta cheese",
  "1 head romaine lettuce", "3 carrots, diced", "1/2 cup brown sugar", "2 cups chicken broth", "1 lb shrimp",
  "1 avocado", "6 oz baby spinach", "1 pint cherry tomatoes", "2 tbsp soy sauce", "1 cup basmati rice",
  "8 oz cheddar cheese"}
local raw = {}
for i = 1, 50 do
  raw[i] = '"' .. lines[((i - 1) % #lines) + 1] .. '"'
end
local body = '{"retailer_id":"' .. os.getenv("BENCH_RETAILER_ID") .. '","raw_items":[' .. table.concat(raw, ",") ..
  '],"recipes":[' .. table.concat(recipes, ",") .. ']}'
local i = 0

function request()
  i = i + 1
  return wrk.format("POST", nil, {["Authorization"] = "Bearer " .. tokens[(i % #tokens) + 1],
    ["Content-Type"] = "application/json"}, body)
end
