#include "core/joblease/job_lease_scripts.h"

namespace redlock::scripts {

// Milliseconds of the server clock; TIME answers {seconds, microseconds} as strings.
#define REDLOCK_LUA_NOW                                                                            \
    "local t = redis.call('TIME')\n"                                                               \
    "local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)\n"

const char* const kEnqueue = REDLOCK_LUA_NOW R"lua(
local key = ARGV[1] .. ARGV[2]
redis.call('HSET', key, 'payload', ARGV[3], 'state', 'pending')
-- a re-enqueued job keeps its counter: the fence only ever grows
redis.call('HSETNX', key, 'attempts', 0)
redis.call('SADD', KEYS[3], ARGV[2])
redis.call('ZADD', KEYS[1], now, ARGV[2])
return 1
)lua";

const char* const kClaim = R"lua(
local head = redis.call('ZPOPMIN', KEYS[1])
if #head == 0 then return {} end
local id = head[1]
local key = ARGV[1] .. id
local fence = redis.call('HINCRBY', key, 'attempts', 1)
redis.call('HSET', key, 'state', 'active')
)lua" REDLOCK_LUA_NOW R"lua(
local deadline = now + tonumber(ARGV[2])
redis.call('ZADD', KEYS[2], deadline, id)
return {id, redis.call('HGET', key, 'payload') or '', fence, deadline}
)lua";

const char* const kReap = REDLOCK_LUA_NOW R"lua(
local due = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now)
for _, id in ipairs(due) do
  redis.call('ZREM', KEYS[2], id)
  redis.call('ZADD', KEYS[1], now, id)
  redis.call('HSET', ARGV[1] .. id, 'state', 'pending')
end
return #due
)lua";

const char* const kComplete = R"lua(
local key = ARGV[1] .. ARGV[2]
local current = redis.call('HGET', key, 'attempts')
if not current then return 'unknown' end
if tonumber(current) ~= tonumber(ARGV[3]) then return 'stale' end
if redis.call('HGET', key, 'state') == 'done' then return 'duplicate' end
redis.call('HSET', key, 'state', 'done', 'result', ARGV[4])
redis.call('ZREM', KEYS[2], ARGV[2])
redis.call('ZREM', KEYS[1], ARGV[2])
return 'accepted'
)lua";

const char* const kSnapshot = REDLOCK_LUA_NOW R"lua(
local rows = {}
for _, id in ipairs(redis.call('SORT', KEYS[3], 'ALPHA')) do
  local h = redis.call('HMGET', ARGV[1] .. id, 'payload', 'attempts', 'state', 'result')
  rows[#rows + 1] = {id, h[1] or '', h[2] or '0', h[3] or 'pending', h[4] or ''}
end
return {now, redis.call('ZRANGE', KEYS[1], 0, -1),
        redis.call('ZRANGE', KEYS[2], 0, -1, 'WITHSCORES'), rows}
)lua";

#undef REDLOCK_LUA_NOW

} // namespace redlock::scripts
