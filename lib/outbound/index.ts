export { outboundSession, operatorAllowedHosts, type OutboundOptions, type OutboundSession } from './session';
export { OutboundRefusal, refusalOf, type RefusalKind } from './refusal';
export { checkAnswer, boundedBody } from './answer';
export { parseAllowedHosts, type AllowedHost } from './allowed-hosts';
