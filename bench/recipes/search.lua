-- GET /v1beta/recipes with a mix of queries: common and rare words, two-word queries, tag and ingredient filters,
-- each with BENCH_SEARCH_FILTERS added when it is set.
local queries = {
  "q=chicken", "q=tomatoes", "q=garlic%20lemon", "q=pasta", "q=curry", "q=rice", "q=chocolate", "q=salmon",
  "q=spicy", "q=soup", "q=beef%20stew", "q=lentils", "q=cake", "q=chicken%20saffron", "q=mushroom%20risotto",
  "q=coconut%20curry%20chicken", "q=quick%20dinner", "tag=italian", "tag=vegan", "tag=dessert",
  "q=pasta&tag=vegetarian", "ingredient=chickpeas", "ingredient=butter&q=cookies", "q=noodles&tag=thai",
  "q=zzzznothing"
}
local tokens = {}
for token in io.lines(os.getenv("BENCH_ACCESS_TOKENS")) do
  tokens[#tokens + 1] = token
end
local i = 0
-- BENCH_SEARCH_FILTERS, when set, is added to every query ("diet=vegetarian&max_total_minutes=60&max_kcal=800").
local filters = os.getenv("BENCH_SEARCH_FILTERS") or ""
if filters ~= "" then
  filters = "&" .. filters
end

function request()
  i = i + 1
  local q = queries[(i % #queries) + 1]
  return wrk.format("GET", "/v1beta/recipes?limit=20&" .. q .. filters,
    {["Authorization"] = "Bearer " .. tokens[(i % #tokens) + 1]})
end
