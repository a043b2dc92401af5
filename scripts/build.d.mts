export declare function isStale(name: 'server' | 'web'): boolean;
export declare function buildIfChanged(opts?: { web?: boolean }): Promise<void>;
