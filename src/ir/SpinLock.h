//===- SpinLock.h - A lock for critical sections of a few dozen ns --------===//
//
// The uniquer's shards and the op pools are locked only while several
// threads build IR (parallel parsing), for a table probe or a bump
// allocation. std::mutex sleeps in the kernel on every contention: with two
// threads parsing, that was some 40,000 futex calls per million ops and
// most of the second thread's gain. A thread that finds this lock held
// spins instead, yielding only when the holder seems descheduled.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <atomic>
#include <thread>

namespace terrace {

class SpinLock {
public:
  void lock() {
    unsigned spins = 0;
    while (locked.exchange(true, std::memory_order_acquire))
      // Wait on a read, so the line is not pulled back and forth.
      while (locked.load(std::memory_order_relaxed)) {
        if (++spins < kSpinsBeforeYield)
          pause();
        else
          std::this_thread::yield();
      }
  }
  bool try_lock() { return !locked.exchange(true, std::memory_order_acquire); }
  void unlock() { locked.store(false, std::memory_order_release); }

private:
  static constexpr unsigned kSpinsBeforeYield = 1024;
  static void pause() {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
  }
  std::atomic<bool> locked{false};
};

} // namespace terrace
