// Gives the tests' precompiled header (testpch.h) a target of its own, from
// which every test reuses it.
