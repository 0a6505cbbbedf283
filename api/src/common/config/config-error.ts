/** A setting of the environment that cannot be used; the server does not start. */
export class ConfigError extends Error {}
