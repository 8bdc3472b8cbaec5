// The floor app is deliberately bare: no options.
export default {};
