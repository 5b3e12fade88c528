/** Animation frames a test runs by hand (for the frame batch and the live odds store). */
export function manualFrames() {
  let queue: (() => void)[] = [];
  return {
    request: (callback: () => void) => {
      queue.push(callback);
    },
    get waiting() {
      return queue.length;
    },
    run() {
      const due = queue;
      queue = [];
      for (const callback of due) callback();
    },
  };
}
