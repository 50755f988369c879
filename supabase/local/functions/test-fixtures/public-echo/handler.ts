/** The echo function again, under a name config.toml exempts from the JWT check. */
export { default } from '../echo/handler.ts';
