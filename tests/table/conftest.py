"""Table tests: sessions of hands, the online room, the reference table, the soak, simulation in
bulk (also on dask) and the PettingZoo environment; random games from
``tests.support.random_play``."""
