from studpoker.importing import everleaf
Reader = everleaf.Reader
