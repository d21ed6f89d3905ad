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
};

// Whether `page` has practice questions.
bool hasPractice(std::string_view page);
// The practice question of `page` for `seed`; nullopt when the page has none.
std::optional<Practice> practice(std::string_view page, std::uint64_t seed);

} // namespace redlock::guide
