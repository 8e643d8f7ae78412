export * from './furniture-types';
export * from './styles';
export * from './materials';
export * from './features';
export * from './dimensions';
export * from './sizing-tips';
export * from './timelines';
export * from './budgets';
