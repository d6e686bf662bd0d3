-- Shared by analyze.lua and nutrition.lua (loaded from the repository root, where the benchmarks run wrk): the
-- users' access tokens, and a 50-line request body of recipe lines as the JSON member raw_items.
local lines = {tokens = {}}
for token in io.lines(os.getenv("BENCH_ACCESS_TOKENS")) do
  lines.tokens[#lines.tokens + 1] = token
end
local text = {"2 1/2 cups all-purpose flour", "1 lb ground beef", "3 cloves garlic, minced", "2 tbsp olive oil",
  "1 (14.5 oz) can diced tomatoes", "salt and pepper to taste", "1 bunch cilantro", "2 red onions, sliced",
  "500 g penne", "1 cup whole milk", "4 large eggs", "1 tsp ground cumin", "2 lemons, juiced", "200 g feta cheese",
  "1 head romaine lettuce", "3 carrots, diced", "1/2 cup brown sugar", "2 cups chicken broth", "1 lb shrimp",
  "1 avocado", "6 oz baby spinach", "1 pint cherry tomatoes", "2 tbsp soy sauce", "1 cup basmati rice",
  "8 oz cheddar cheese"}
local raw = {}
for i = 1, 50 do
  raw[i] = '"' .. text[((i - 1) % #text) + 1] .. '"'
end
lines.body = '{"raw_items":[' .. table.concat(raw, ",") .. ']}'
return lines
