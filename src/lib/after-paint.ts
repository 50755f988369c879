/**
 * Runs `callback` after the frame that paints what is on screen now (a frame, then a
 * task), without waiting for idle time; returns a cancel.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `callback` after that paint, once the page is idle (the next rows still being
 * added come first), at most `timeout` ms later; where the browser cannot tell idle time,
 * right after the paint. Returns a cancel.
 */
export function afterPaintWhenIdle(callback: () => void, timeout = 500): () => void {
  let idle: number | undefined;
  const cancelPaint = afterPaint(() => {
    if (typeof requestIdleCallback !== 'function') callback();
    else idle = requestIdleCallback(callback, { timeout });
  });
  return () => {
    cancelPaint();
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
