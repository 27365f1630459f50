export declare function electronProblem(requireElectron: () => unknown, version: string): string | null;
