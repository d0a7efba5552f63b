// What two cores of this machine can do together, measured without PhaseKit: the bound of
// issue #12's "≥ 1.7× on 2 cores" row for downsampling, which must read every y value once.
//
//   gcc -O2 -mavx2 -o /tmp/cores-and-memory scripts/cores-and-memory.c -lpthread
//   /tmp/cores-and-memory 0 300000000           # arithmetic only (8 independent vmaxpd chains)
//   /tmp/cores-and-memory 1 300000000           # arithmetic only (one dependent chain)
//   /tmp/cores-and-memory 2 200000000 2048      # min/max over 16 KB, read again and again (L1)
//   /tmp/cores-and-memory 2 100000000 65536     # 512 KB (L2)
//   /tmp/cores-and-memory 2 50000000 1048576    # 8 MB (L3: 1M doubles, a 1M-point y column)
//
// Beyond the caches, the bound is phasekit-bench's own "one read of y, 10M, four streams" rows
// (`SAMPLING_POINTS=10000000 phasekit-bench sampling`): this file's loop is one stream, which
// does not reach the memory's bandwidth on one core.
//
// Each line: one thread doing the work alone, then two threads (pinned to processors 0 and 1)
// each doing the same amount at once; "speedup" is twice the one-thread time over the
// two-thread time (2.00× when the cores share nothing). Three rounds per run.
#define _GNU_SOURCE
#include <immintrin.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <sched.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
static long N; static int mode; static size_t BUFN;
static double sink[16];
static double* buffers[2];  // one per thread, filled before anything is timed
static void* work(void*arg){
  int cpu=(int)(long)arg; cpu_set_t s; CPU_ZERO(&s); CPU_SET(cpu,&s); pthread_setaffinity_np(pthread_self(),sizeof s,&s);
  __m256d a0=_mm256_set1_pd(1),a1=a0,a2=a0,a3=a0,a4=a0,a5=a0,a6=a0,a7=a0,b=_mm256_set1_pd(1.0000001);
  if(mode==0){ // port-throughput bound: 8 independent max chains (no memory)
    for(long i=0;i<N;i++){a0=_mm256_max_pd(a0,b);a1=_mm256_max_pd(a1,b);a2=_mm256_max_pd(a2,b);a3=_mm256_max_pd(a3,b);
      a4=_mm256_max_pd(a4,b);a5=_mm256_max_pd(a5,b);a6=_mm256_max_pd(a6,b);a7=_mm256_max_pd(a7,b);
      __asm__ volatile("" : "+x"(a0),"+x"(a1),"+x"(a2),"+x"(a3),"+x"(a4),"+x"(a5),"+x"(a6),"+x"(a7));}
  } else if(mode==1){ // latency bound: one chain of adds
    for(long i=0;i<N;i++){a0=_mm256_add_pd(a0,b); __asm__ volatile("" : "+x"(a0));}
  } else { // buffer read (BUFN doubles) min/max, repeated
    double*p=buffers[cpu];
    long reps=N/(long)(BUFN/32);
    for(long r=0;r<reps;r++){for(size_t i=0;i<BUFN;i+=16){
      a0=_mm256_max_pd(a0,_mm256_load_pd(p+i));a1=_mm256_min_pd(a1,_mm256_load_pd(p+i));
      a2=_mm256_max_pd(a2,_mm256_load_pd(p+i+4));a3=_mm256_min_pd(a3,_mm256_load_pd(p+i+4));
      a4=_mm256_max_pd(a4,_mm256_load_pd(p+i+8));a5=_mm256_min_pd(a5,_mm256_load_pd(p+i+8));
      a6=_mm256_max_pd(a6,_mm256_load_pd(p+i+12));a7=_mm256_min_pd(a7,_mm256_load_pd(p+i+12));}}
  }
  a0=_mm256_add_pd(a0,_mm256_add_pd(a1,_mm256_add_pd(a2,_mm256_add_pd(a3,_mm256_add_pd(a4,_mm256_add_pd(a5,_mm256_add_pd(a6,a7)))))));
  _mm256_storeu_pd(sink+cpu*4,a0); return 0;}
int main(int c,char**v){mode=atoi(v[1]);N=atol(v[2]);BUFN=c>3?atol(v[3]):4096;
  for(int b=0;b<2;b++){buffers[b]=aligned_alloc(64,BUFN*8); for(size_t i=0;i<BUFN;i++)buffers[b][i]=i*0.5;}
  for(int round=0;round<3;round++){
  double t=now(); work((void*)0); double one=now()-t;
  pthread_t th[2]; t=now(); for(long i=0;i<2;i++)pthread_create(&th[i],0,work,(void*)i); for(int i=0;i<2;i++)pthread_join(th[i],0); double two=now()-t;
  printf("mode %d buf %zu: one thread %.3f s, two threads (2x work) %.3f s -> speedup %.2fx\n",mode,BUFN,one,two,2*one/two);}
  return 0;}
