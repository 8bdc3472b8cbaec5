// The floor app is deliberately bare: no options.
const config = {};

export default config;
