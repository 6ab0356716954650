"""Import tests: each room's reader on samples written here and on the rooms' real hands, the
shared frame (encodings, cutting a source into hands, refusals), the command line, the round
trip through PokerStars text, and fuzzed room text."""
