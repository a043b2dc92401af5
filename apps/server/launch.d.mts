export declare const DEFAULT_SERVER_HEAP_MB: number;
export declare function serverNodeArgs(env?: NodeJS.ProcessEnv): string[];
export declare function serverArgs(env?: NodeJS.ProcessEnv): string[];
export declare function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
