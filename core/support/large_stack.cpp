#include "support/large_stack.h"

#include <exception>

#include <pthread.h>

namespace rigstage {

namespace {

struct Job {
    const std::function<void()>* work;
    std::exception_ptr error;
};

void* runJob(void* argument)
{
    auto* job = static_cast<Job*>(argument);
    try {
        (*job->work)();
    } catch (...) {
        job->error = std::current_exception();
    }
    return nullptr;
}

}  // namespace

// By hand with pthreads: std::thread cannot choose its stack size (and core uses no Qt).
void runWithStack(std::size_t bytes, const std::function<void()>& work)
{
    Job job{&work, nullptr};
    pthread_attr_t attributes;
    pthread_t thread;
    bool started = false;
    if (pthread_attr_init(&attributes) == 0) {
        started = pthread_attr_setstacksize(&attributes, bytes) == 0 && pthread_create(&thread, &attributes, runJob, &job) == 0;
        pthread_attr_destroy(&attributes);
    }
    if (!started) {
        work();
        return;
    }
    pthread_join(thread, nullptr);
    if (job.error) {
        std::rethrow_exception(job.error);
    }
}

}  // namespace rigstage
