namespace redlock::ui { int placeholder() { return 0; } }
