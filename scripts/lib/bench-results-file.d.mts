export declare const RESULTS_FILE: string;
