"""Every source the rules reference cites, by its short key."""

from __future__ import annotations

from tallyo_desktop.core.rules.sources_model import Source

_PANTHEON = "MahjongPantheon/pantheon (GitHub), the Pantheon tournament system's "

SOURCES: dict[str, Source] = {
    source.key: source
    for source in (
        # Facts of the game that every rule set shares.
        Source(
            "RW-RIICHI",
            'riichi.wiki, "Riichi" (https://riichi.wiki/Riichi), section "Rules to riichi", '
            "revision after oldid=24220.",
        ),
        Source(
            "RW-HONBA",
            'riichi.wiki, "Honba" (https://riichi.wiki/Honba), section "Scoring", as of '
            "Special:MobileDiff/25249.",
        ),
        Source(
            "RW-RYUUKYOKU",
            'riichi.wiki, "Ryuukyoku" (https://riichi.wiki/Ryuukyoku), revision of 3 August 2013 '
            '(oldid=907), section "Point exchanges".',
        ),
        Source(
            "RW-MULTI",
            'riichi.wiki, "Multiple ron" (https://riichi.wiki/Multiple_ron), the table of rule '
            "sets.",
        ),
        # The World Riichi Championship.
        Source(
            "WRC15",
            "World Riichi Championship Rules, Rule Book 2015, by Sylvain Malbec, dated 16 June "
            "2015 (World Riichi Championship, worldriichi.org; the English text chapter by "
            'chapter at ooyamaneko.net/en/mahjong/bookcmp, book "WRC_2015_en"; its contents page '
            "on scribd.com, document 352953763).",
        ),
        Source(
            "WRC14-ERR",
            'Sylvain Malbec ("Shirluban"), "World Riichi Championship 2014 - rules!", the first '
            "post (22 January 2014), with the errata and precisions to the WRC rule book; "
            "reachmahjong.com forum, topic 53230.",
        ),
        Source(
            "WRC22",
            '"WRC 2022 Major Rule Changes Summary" (World Riichi Championship, announced at '
            "worldriichi.org/wrc-rules on 29 March 2022), as quoted in "
            "EmeraldCoder/riichi-pointer-js issue #29 (GitHub, comment of 24 April 2022).",
        ),
        Source(
            "RW-WRC",
            'riichi.wiki, "World Riichi Championship rules" '
            "(https://riichi.wiki/World_Riichi_Championship_rules), revision oldid=20175: the "
            'infobox and the sections "Uma" and "Yakuman".',
        ),
        Source(
            "TORI",
            'Toronto Riichi Club, "Rules" (torontoriichi.club/rules; GitHub '
            "toronto-riichi-club/toronto-riichi-club.github.io, rules.md at commit "
            '1740c0cac943bbb72c60e1d9882cef2703ba99e6), the column "Tournament", of which the '
            'page says "The tournament rules are simply WRC rules".',
        ),
        Source(
            "PAN-WRC",
            _PANTHEON + "WRC preset: Common/rulesets/wrc.php at commit "
            "c8233c3993db879f9d3df993d1a615a9c81b5b4a.",
        ),
        # The European Mahjong Association.
        Source(
            "EMA16",
            "European Mahjong Association, Riichi Competition Rules, 2016 edition "
            "(mahjong-europe.org; the text chapter by chapter at "
            'ooyamaneko.net/en/mahjong/bookcmp, book "RCR_2016"; its contents page on '
            'readkong.com, "Rules for Japanese Mahjong - 2016 edition").',
        ),
        Source(
            "EMA-ANN",
            'European Mahjong Association, "Revised EMA Riichi rules are ready", the '
            "announcement of the 2016 edition (mahjong-europe.org; the same text on "
            'mahjongnews.com): its lists "Main changes since the 2012 edition" and '
            '"Differences to World Championship Rules 2015".',
        ),
        Source(
            "EMA12",
            "The EMA Riichi Competition Rules as they were before 2016 (edition not stated), "
            'copied on mahjongtime.com: the page "Mahjong-Japanese-Rules-4" (§3.3.9 Liability, '
            '§3.3.12 Riichi) and the EMA-derived "Ari Ari Mahjong Rules" scoring page (§4.1).',
        ),
        Source(
            "RW-EMA",
            'riichi.wiki, "EMA Riichi Competition Rules" '
            "(https://riichi.wiki/EMA_Riichi_Competition_Rules), as of Special:MobileDiff/24068.",
        ),
        Source(
            "MJW-EMA",
            'MahjongRepository/mahjong_wiki (GitHub), the riichi.wiki page "EMA Riichi '
            'Competition Rules" as converted there (ema-riichi-competition-rules.md).',
        ),
        Source(
            "PAN-EMA",
            _PANTHEON + "EMA 2016 preset: Common/rulesets/ema.php at commit "
            "26e8254774cc54bdcaca42b37925a6233dd1c86b.",
        ),
        Source(
            "PAN-EMA25",
            _PANTHEON + "EMA 2025 preset: Common/rulesets/ema2025.php at commit "
            "0e89ecc4b87b4c5650b5617c288ad3d17d92e179.",
        ),
        # Tenhou.
        Source(
            "W-T",
            'riichi.wiki, "Tenhou.net rules" (https://riichi.wiki/Tenhou.net_rules), an English '
            "list of the rules at tenhou.net/man: the revision of 6 March 2015 (diff 14002, with "
            "the Japanese lines of tenhou.net/man), the current revision, "
            'Special:MobileDiff/26321, and the section "Three-player rules".',
        ),
        Source(
            "TENHOU-LOGS",
            "178 real four-player Tenhou game records (mjlog files from the GitHub repositories "
            "mjx-project/mjx, dnovikoff/tenhou and tsubakisakura/mjlog2json), replayed hand by "
            "hand by this project's tests: tests/data/tenhou/games.jsonl, whose sources are "
            "listed in tests/data/tenhou/SOURCES.md.",
        ),
        Source(
            "ONLINE-LOGS",
            "31 real Tenhou and Mahjong Soul game logs from the test data of the GitHub "
            "repositories MahjongPantheon/pantheon, Mystouille/kandora and "
            "Jim137/Tenhou-Paifu-Logger, imported and replayed hand by hand by this project's "
            "tests: tests/data/online-logs, whose sources are listed in its SOURCES.md.",
        ),
        Source(
            "TENHOU-ARCHIVE",
            "Tenhou's own lists of the results of the day's Phoenix games, as public test data "
            "holds them: the lists of 14 December 2015 and 28 September 2018 in "
            "dnovikoff/tenhou (tools/tentool/stats/test_data/scc.log, "
            "tools/tentool/logs/test_data/scc.html, commit "
            "bd21981af775d178208114bd74d2a3cda1634783), and the three-player Phoenix games "
            "2022121923gm-00b9-0000-62eb14e5 (+44.3, +8.5, -52.8) and "
            "2022121923gm-00b9-0000-c6d2ff99 (+53.6, +18.1, -71.7) of 19 December 2022, "
            "from that day's list as the tests of a public Go log downloader quote it (each "
            "log opens at tenhou.net/0/?log= followed by its id).",
        ),
        Source(
            "TENHOU-3P-LOGS",
            "Real three-player Tenhou game records, 11 games and 72 hands, among them the logs "
            "2014091101gm-00b9-0000-5ca6b487, 2018110809gm-00b9-0000-00a79b89, "
            "2024010120gm-00b9-0000-e324b88a, 2024010120gm-00b9-0000-ef5da89f, "
            "2024123123gm-00b9-0000-56cca963 and 2024123123gm-00b9-0000-09c44fd1 (tenhou.net) "
            "and dnovikoff/tenhou log/test_data/sanma2.xml (GitHub, commit "
            "bd21981af775d178208114bd74d2a3cda1634783). The four of them whose sources allow "
            "sharing are replayed hand by hand by this project's tests: "
            "tests/data/tenhou-sanma/games.jsonl, whose sources are listed in "
            "tests/data/tenhou-sanma/SOURCES.md.",
        ),
        Source(
            "W-S", 'riichi.wiki, "Sanma" (https://riichi.wiki/Sanma), revision of 12 June 2020.'
        ),
        Source(
            "RENV",
            "smly/RiichiEnv (GitHub), docs/RULES.md at commit "
            "3895daaee52612831424cfa4e83b8e11febd8ea7 and pull request #111: the Tenhou and "
            "Mahjong Soul rule flags, checked by replaying both platforms' game logs.",
        ),
        Source(
            "PAN-TENHOU",
            _PANTHEON + "Tenhou preset: Common/rulesets/tenhounet.php at commit "
            "90df445f920a4145299caa81790226b7bb1dfa94.",
        ),
        Source(
            "MJ-3",
            'MahjongRepository/mahjong (GitHub) issue #3, "Should 26+ han kazoe yakuman '
            'considered as double yakuman?" (September 2017).',
        ),
        # Mahjong Soul.
        Source(
            "W-M",
            'riichi.wiki, "Majsoul" (https://riichi.wiki/Majsoul): the revision of 1 August 2020 '
            "as converted in MahjongRepository/mahjong_wiki "
            "(content/english/riichi/online/majsoul/majsoul.md at commit "
            '23074d3021b113504dde8f4bcb81af717a654fe0), sections "Calculation of End-Score '
            'Points", "Rules" and "3P-Mahjong"; lines added on 8 December 2024 '
            '(Special:MobileDiff/26496) are marked "2024 edit".',
        ),
        Source(
            "MSC",
            "The Mahjong Soul web client (game.maj-soul.com): its display of a room's rules, "
            "which marks the default of every rule (fields init_point, fandian, "
            "jingsuanyuandian, changbang_value, liqibang_value, noting_fafu, shunweima, "
            "can_jifei, the have_* switches and disable_multi_yukaman).",
        ),
        Source(
            "MP",
            'mahjong-portal.com, "三人麻雀" (?p=10869): a Japanese summary of Mahjong Soul\'s '
            "three-player rules.",
        ),
        Source(
            "TS",
            "Equim-chan/tensoul (GitHub), convert.js: a converter of Mahjong Soul logs to "
            "tenhou.net/6 that works out the score changes itself; a reading of the platform, "
            "not the platform.",
        ),
        Source(
            "MSRE",
            "Qingyun190815/majsoul-replay-editor (GitHub), products/4P/报菜名的三种字体大小.js.",
        ),
        # M-League.
        Source(
            "W-ML",
            'riichi.wiki, "M.League" (https://riichi.wiki/M.League), revision oldid=26195, and '
            'Special:MobileDiff/26112 ("Game rules: Notable variations").',
        ),
        Source("ML-SPACE", 'mahjong-space.com, "Mリーグ": its "M.LEAGUE RULE" list.'),
        Source("ML-NAVI", "majannavi.com/archives/55: a summary of the M.League rules."),
        Source("ML-KBYS", "k-bys.work/mleague-rule/: a summary of the M.League rules."),
        Source("ML-ITEM", "majyan-item.com/m-rule/: a summary of the M.League rules."),
        # The Japan Professional Mahjong League.
        Source(
            "JPML-J39",
            'jan39.com, news item "日本プロ麻雀連盟 競技ルール" (31 December 2009): the opening '
            "lines of the JPML competition rules.",
        ),
        Source(
            "JPML-W",
            "Japan Professional Mahjong League, rule page ma-jan.or.jp/guide/game_rule.php, as "
            "archived by megalodon.jp on 2 June 2012 (the competition rules and the yaku table).",
        ),
        Source(
            "JPML-B1",
            'ameblo.jp/rkkita/entry-12292738005: a player\'s summary of the JPML "Aルール".',
        ),
        Source(
            "JPML-B2",
            "kassy1103.hatenadiary.org/entry/20050404/1112596813 (4 April 2005): a league "
            "player's account of the uma by floating players.",
        ),
        Source(
            "PAN-JPML",
            _PANTHEON + "JPML-A preset: Common/rulesets/jpmlA.php at commit "
            "7976cbdb52ee91bad05e4075d5456389520d293a.",
        ),
        Source(
            "PAN-RULESET",
            _PANTHEON + "rule set class: Common/rulesets/Ruleset.php at commit "
            "478701592da14cb3324d7d4140a157291b69ec14, complexUma() and _equalizeUma().",
        ),
        Source(
            "PAN-SANMA",
            _PANTHEON + "three-player club preset: Common/rulesets/sanma.php on the branch "
            '"sanma" (commit f1d665b5dbb624fb731e38dbb0b58940b30ba3cf).',
        ),
    )
}


def sources(*keys: str) -> tuple[Source, ...]:
    """The sources a preset lists, in the order given."""
    return tuple(SOURCES[key] for key in keys)
