/** Version of the calculation rules, carried by every comparison (bump with each CHANGELOG entry). */
export const ENGINE_VERSION = '0.6.0';
