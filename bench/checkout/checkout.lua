-- POST /v1beta/carts/checkout with 50 raw items and 25 recipes for one retailer: the heaviest one-step checkout
-- the limits allow (the content of bench/content.lua); one user access token after another.
local content = dofile("bench/content.lua")
local body = '{"retailer_id":"' .. os.getenv("BENCH_RETAILER_ID") .. '",' .. content.members .. '}'
local i = 0

function request()
  i = i + 1
  return wrk.format("POST", nil, {["Authorization"] = "Bearer " .. content.tokens[(i % #content.tokens) + 1],
    ["Content-Type"] = "application/json"}, body)
end
