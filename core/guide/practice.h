#pragma once
// Practice questions with new numbers on request ("Another one"): the same runs as a page's
// fixed questions (question.h), made from a seed, so a student can try the same idea on fresh
// numbers and is graded by the same reveal() that explains them. The generator only picks the
// numbers and the answer keys of the choices; it never decides which choice is right (the run
// does) and it writes no sentence (the GUI words the prompt and the choices, translated).
//
// Pages and runs:
//   majority  vote {n 3..9, some masters down near the majority line}, ask held: yes / no
//   gates     vote {n 3..7, a TTL, an elapsed time near one of the gates}, ask reason:
//             held / no-majority / past-ttl / drift-ate-rest
//   overlap   overlap {n 2..9}, ask min-shared: 0 / 1 / 2
// and, for the pages whose questions are scenarios, a family of runs with new numbers
// (RunSpec::numbers, question.h), each family offering only answers its runs can give:
//   timing    gc-pause    gc-pause-after, C1 paused P ms after acquiring with a TTL of T, the
//                         storage checking nothing or fencing tokens; ask outcome: safe /
//                         lost-update (the pause ends before C2 asks, between C2's acquire and
//                         its write, or after its write; a TTL longer than C2's wait: C2 fails)
//             clock-jump  clock-jump, M3's wall clock jumping J ms while C1 holds a TTL of T;
//                         ask outcome: safe / two-holders
//   protocol  down        happy with k of five masters down, a per-master timeout W and a TTL T;
//                         ask first-held: yes / no (a majority, and validity left after W)
//             rtt         happy with masters L ms away, a timeout W and a TTL T; ask first-held:
//                         yes / no (a reply within W, and validity left after the round trip)
//   lease     lease       claim1, maybe pause1, k × advance (5 s each, the lease is 10 s), maybe
//                         reap, maybe claim2, complete; ask late-completion: accepted / rejected
// The same seed gives the same question (a language switch words it again).

#include "core/guide/question.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace redlock::guide {

struct Practice {
    RunSpec run;
    std::vector<std::string> answers; // the choices' answer keys, in the order shown
    // Which kind of question it is, for the wording: the page's name for majority, gates and
    // overlap; one of the families above for the others.
    std::string family;
};

// Whether `page` has practice questions.
bool hasPractice(std::string_view page);
// The practice question of `page` for `seed`; nullopt when the page has none.
std::optional<Practice> practice(std::string_view page, std::uint64_t seed);

} // namespace redlock::guide
