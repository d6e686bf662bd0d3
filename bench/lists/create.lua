-- POST /v1beta/lists with 50 raw items and 25 recipes: the heaviest request the limits allow.
local content = dofile("bench/content.lua")
local body = '{"name":"Bench",' .. content.members .. '}'
local i = 0

function request()
  i = i + 1
  return wrk.format("POST", nil, {["Authorization"] = "Bearer " .. content.tokens[(i % #content.tokens) + 1],
    ["Content-Type"] = "application/json"}, body)
end
