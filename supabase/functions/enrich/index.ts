// Edge runtime entry point; the logic lives in handler.ts so Node (local stack, tests) runs
// the very same code.
import handler from './handler.ts';

// Typed here rather than through Deno's lib so `tsc` (Node typings) checks this file too;
// `deno check` sees the same shape.
declare const Deno: { serve(handler: (req: Request) => Response | Promise<Response>): unknown };

Deno.serve(handler);
