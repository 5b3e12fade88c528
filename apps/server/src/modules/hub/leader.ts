/**
 * Leadership: work that exactly one instance may do (the live publisher, settlement). `whileLeading` registers a
 * job; it starts when this instance becomes the leader and stops when it stops leading or closes.
 */
export type LeaderJob = () => () => Promise<void>;

export interface Leadership {
  isLeader(): boolean;
  /** Runs `start` whenever this instance leads; the function it returns stops the job. */
  whileLeading(name: string, start: LeaderJob): void;
  /** Begins competing for leadership (the app calls it once it is ready). */
  start?(): Promise<void>;
  /** Stops every job and gives leadership up. */
  stop?(): Promise<void>;
}
