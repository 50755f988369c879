/** A function that throws: the gateway must answer 500 like the edge runtime, not crash. */
export default function broken(): Response {
  throw new Error('boom');
}
