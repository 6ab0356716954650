"""What a game is before any hand is dealt: the profiles (every stud game as a frozen value) and
their JSON, the showdown kinds, the wild rules, the rake, the rotation of mixed games and the
dealer's choice. Nothing here deals a card: ``studpoker.hand`` plays what these describe."""
