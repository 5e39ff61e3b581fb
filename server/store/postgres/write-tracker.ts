/** The writes in flight, so `idle()` can wait for the ones nobody awaits (touch, progress). */
export class WriteTracker {
  private readonly inFlight = new Set<Promise<unknown>>();

  track<T>(write: Promise<T>): Promise<T> {
    const settled = write.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(settled);
    void settled.then(() => this.inFlight.delete(settled));
    return write;
  }

  /** Resolves when every write started so far, and any they started, has settled. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }
}
