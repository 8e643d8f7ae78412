export * from './typical-sizes';
export * from './dimension-rules';
export * from './piece-size';
export * from './piece-design';
export * from './part';
export * from './piece-model';
export * from './describe-piece';
export * from './projection';
