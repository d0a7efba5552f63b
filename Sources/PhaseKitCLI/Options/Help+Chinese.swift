import PhaseKit

/// The usage texts in Simplified Chinese (`--lang zh-Hans`, or a Chinese `LANG`). Option names,
/// values and commands stay as they are typed.
extension Help {
  static func text(for command: String?, language: Language) -> String {
    guard language == .simplifiedChinese else { return text(for: command) }
    switch command {
    case "chart": return chartChinese
    case "states": return statesChinese
    default: return overviewChinese
    }
  }

  static let overviewChinese = """
    phasekit — 加载数据、清理数据并绘制图表，如实显示加载中、错误和旧数据状态。

    用法（USAGE）：
      phasekit [chart 选项]                 绘制内置示例（两年的每日天气）
      phasekit chart <网址或路径> [选项]     绘制 CSV 或 JSON 文件或网址（- 表示从标准输入读取）
      phasekit <网址或路径> [选项]           同上（路径或网址作为第一个参数时）
      phasekit states [--out 目录]          把加载中、空、错误和旧数据卡片写成 SVG
      phasekit help [命令]                  显示某个命令的帮助

    运行 `phasekit help chart` 查看所有绘图选项。

    退出码：
      0   已绘制最新数据
      64  用法错误（未知选项、取值无效）
      65  数据无法解析，或没有有效数据点
      69  数据无法加载
      73  图表（或事件日志）无法写入
      75  网络失败，改为显示缓存数据（旧数据）
    """

  static let chartChinese = """
    用法（USAGE）：phasekit chart <网址或路径> [选项]

    加载数据（HTTP 带超时、重试和缓存，最大 1 GiB；任意大小的本地文件；或用 - 从标准输入读取），
    解析 CSV 或 JSON，丢弃无效数据点（如 -999 等哨兵值、NaN），按宽度降采样，
    在终端绘制图表并写出 SVG 或 PNG。
    退回缓存数据时，图表上方带有“显示的是 … 的数据”横幅；加载失败时改为写出错误卡片，
    因此文件绝不会把旧图表当作新结果。

    选项：
      --x 列名              x 列或字段，按名称或 #N（从 0 开始）指定（默认：第一个日期列，
                            否则第一个数字列）
      --y 列名              y 列或字段；可重复以指定多个（默认：所有数字列）
      --series 列名         按该列的每个取值拆分为一个系列（长格式）。未指定时，若 x 有重复，
                            则按唯一的文字列拆分，并在报告中说明
      --format csv|json     输入格式（默认：自动检测）
      --delimiter 字符      CSV 字段分隔符：, ; | 或 tab（默认：自动检测；
                            遵循 Excel 首行的 "sep=;"）
      --header              CSV 第一行是列名
      --no-header           CSV 第一行是数据；列名为 column1、column2、…
                            （默认：自动检测：第一行全是数字或日期时视为数据）
      --date-order mdy|dmy  把 1/2/2024 这类 x 日期读作月/日/年或日/月/年
                            （默认：由 1/13/2024 或 13/1/2024 这样的值决定）
      --skip-lines N        跳过表头上方的 N 行 CSV：标题、说明（默认：自动检测 # 注释行，
                            以及空行之上比表格窄的行，如世界银行的下载文件；报告中会说明跳过几行）
      --out 文件            图表的写入位置（会创建所在目录）：文件.svg、文件.png（需要 librsvg
                            的 rsvg-convert），或 - 表示标准输出（默认：./phasekit-chart.svg）
      --keep-on-error       加载失败时保留 --out 原有文件，而不写错误卡片
      --width N             宽度（像素，默认 800，至少 200）
      --height N            高度（像素，默认 400，至少 120）
      --title 文字          图表标题（默认：文件名）
      --theme light|dark    SVG 或 PNG 的配色（默认 light）
      --downsample 方法     auto|none|m4|minmax|lttb|minmaxlttb（默认 auto：画出的像素与逐点
                            绘制完全相同；none 逐点绘制）
      --mark auto|line|points  按 x 排序的折线，或分散的点（默认 auto：x 为数字且各行并未按 x
                            排序时画点，例如每张账单或每个机场一行；日期和已排序的行仍画折线）
      --layout auto|overlay|panels  所有系列共用一个图，或每个系列一个分面、各有 y 轴
                            （默认 auto：各度量的范围相差 20 倍以上时分面）
      --no-terminal         不在终端绘制图表
      --ascii               终端图表使用纯 ASCII 而非盲文点阵
      --color, --no-color   强制开启或关闭 ANSI 颜色（默认：终端中开启；设置了 NO_COLOR 或
                            TERM=dumb 时关闭）
      --timeout 秒数        整个加载的截止时间（默认 30）；单次尝试最多用一半（至少 15 秒），
                            --retries 0 时可用全部
      --retries N           可通过重试解决的失败之后的重试次数（默认 2）
      --cache-dir 目录      缓存目录（默认：用户缓存目录/phasekit）
      --no-cache            不读也不写缓存
      --offline             只用缓存，绝不访问网络
      --lang en|zh-Hans     消息和图表的语言（默认：取自 LC_ALL/LANG）
      --events 文件.jsonl   把加载事件（每行一个 JSON 对象）追加到文件
      -h, --help            显示本帮助
    """

  static let statesChinese = """
    用法（USAGE）：phasekit states [--out 目录] [--width N] [--height N] [--lang en|zh-Hans]

    把 loading.svg、empty.svg、empty-invalid.svg、error.svg、stale.svg 和 chart.svg 写入目录
    （默认 ./phasekit-states，不存在时创建），默认 640 × 360，供文档和设计使用。
    """
}
