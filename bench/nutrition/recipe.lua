-- GET /v1beta/recipes/{id}/nutrition over the generated catalogue recipes, round robin.
local tokens = {}
for token in io.lines(os.getenv("BENCH_ACCESS_TOKENS")) do
  tokens[#tokens + 1] = token
end
local recipes = {}
for id in io.lines(os.getenv("BENCH_RECIPE_IDS")) do
  recipes[#recipes + 1] = id
end
local i = 0

function request()
  i = i + 1
  return wrk.format("GET", "/v1beta/recipes/" .. recipes[(i % #recipes) + 1] .. "/nutrition",
    {["Authorization"] = "Bearer " .. tokens[(i % #tokens) + 1]})
end
